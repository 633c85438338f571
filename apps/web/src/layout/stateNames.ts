// The states of an address in the interface language (the core stores kerala, tamil_nadu …),
// written out as t() calls so the extractor sees them. They live in the public catalogue: Home's
// city picker and the City page name them, and the signed-in screens share the same words.
import { STATES, stateLabel } from '@nibble/core/constants';

type State = (typeof STATES)[number];
/** Any namespace's t(): the keys name their namespace. */
type Translate = (key: `public:states.${State}`) => string;

const NAMES: Record<State, (t: Translate) => string> = {
  andhra_pradesh: (t) => t('public:states.andhra_pradesh'),
  arunachal_pradesh: (t) => t('public:states.arunachal_pradesh'),
  assam: (t) => t('public:states.assam'),
  bihar: (t) => t('public:states.bihar'),
  chhattisgarh: (t) => t('public:states.chhattisgarh'),
  goa: (t) => t('public:states.goa'),
  gujarat: (t) => t('public:states.gujarat'),
  haryana: (t) => t('public:states.haryana'),
  himachal_pradesh: (t) => t('public:states.himachal_pradesh'),
  jharkhand: (t) => t('public:states.jharkhand'),
  karnataka: (t) => t('public:states.karnataka'),
  kerala: (t) => t('public:states.kerala'),
  madhya_pradesh: (t) => t('public:states.madhya_pradesh'),
  maharashtra: (t) => t('public:states.maharashtra'),
  manipur: (t) => t('public:states.manipur'),
  meghalaya: (t) => t('public:states.meghalaya'),
  mizoram: (t) => t('public:states.mizoram'),
  nagaland: (t) => t('public:states.nagaland'),
  odisha: (t) => t('public:states.odisha'),
  punjab: (t) => t('public:states.punjab'),
  rajasthan: (t) => t('public:states.rajasthan'),
  sikkim: (t) => t('public:states.sikkim'),
  tamil_nadu: (t) => t('public:states.tamil_nadu'),
  telangana: (t) => t('public:states.telangana'),
  tripura: (t) => t('public:states.tripura'),
  uttar_pradesh: (t) => t('public:states.uttar_pradesh'),
  uttarakhand: (t) => t('public:states.uttarakhand'),
  west_bengal: (t) => t('public:states.west_bengal'),
};

const isState = (value: string): value is State => (STATES as readonly string[]).includes(value);

/** A state's name; a value the app does not know keeps the core's label. */
export const stateName = (value: string, t: Translate): string =>
  isState(value) ? NAMES[value](t) : stateLabel(value);
