// The states of an organisation's address in the interface language (the core stores
// kerala, tamil_nadu …), written out as t() calls so the extractor sees them.
import { STATES, stateLabel } from '@nibble/core';
import type { TFunction } from 'i18next';

type State = (typeof STATES)[number];
type Translate = TFunction<'dashboard'>;

const NAMES: Record<State, (t: Translate) => string> = {
  andhra_pradesh: (t) => t('dashboard:states.andhraPradesh'),
  arunachal_pradesh: (t) => t('dashboard:states.arunachalPradesh'),
  assam: (t) => t('dashboard:states.assam'),
  bihar: (t) => t('dashboard:states.bihar'),
  chhattisgarh: (t) => t('dashboard:states.chhattisgarh'),
  goa: (t) => t('dashboard:states.goa'),
  gujarat: (t) => t('dashboard:states.gujarat'),
  haryana: (t) => t('dashboard:states.haryana'),
  himachal_pradesh: (t) => t('dashboard:states.himachalPradesh'),
  jharkhand: (t) => t('dashboard:states.jharkhand'),
  karnataka: (t) => t('dashboard:states.karnataka'),
  kerala: (t) => t('dashboard:states.kerala'),
  madhya_pradesh: (t) => t('dashboard:states.madhyaPradesh'),
  maharashtra: (t) => t('dashboard:states.maharashtra'),
  manipur: (t) => t('dashboard:states.manipur'),
  meghalaya: (t) => t('dashboard:states.meghalaya'),
  mizoram: (t) => t('dashboard:states.mizoram'),
  nagaland: (t) => t('dashboard:states.nagaland'),
  odisha: (t) => t('dashboard:states.odisha'),
  punjab: (t) => t('dashboard:states.punjab'),
  rajasthan: (t) => t('dashboard:states.rajasthan'),
  sikkim: (t) => t('dashboard:states.sikkim'),
  tamil_nadu: (t) => t('dashboard:states.tamilNadu'),
  telangana: (t) => t('dashboard:states.telangana'),
  tripura: (t) => t('dashboard:states.tripura'),
  uttar_pradesh: (t) => t('dashboard:states.uttarPradesh'),
  uttarakhand: (t) => t('dashboard:states.uttarakhand'),
  west_bengal: (t) => t('dashboard:states.westBengal'),
};

const isState = (value: string): value is State => (STATES as readonly string[]).includes(value);

/** A state's name; a value the app does not know keeps the core's label. */
export const stateName = (value: string, t: Translate): string =>
  isState(value) ? NAMES[value](t) : stateLabel(value);
