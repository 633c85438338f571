// The states of an address in the interface language (the core stores kerala, tamil_nadu …),
// from the public catalogue: Home's city picker and the City page name them, and the signed-in
// screens share the same words. The key is built from the stored value, so the extractor
// keeps `states.*` (i18next-parser.config.js) and stateNames.test.ts checks every value has one.
import { SAMPLE_CITIES, STATES, stateLabel } from '@nibble/core/constants';

export type State = (typeof STATES)[number];
/** Any namespace's t(): the key names its namespace. */
type Translate = (key: `public:states.${State}`) => string;

const isState = (value: string): value is State => (STATES as readonly string[]).includes(value);

/** A state's name; a value the app does not know keeps the core's label. */
export const stateName = (value: string, t: Translate): string =>
  isState(value) ? t(`public:states.${value}`) : stateLabel(value);

export type SampleCity = (typeof SAMPLE_CITIES)[number];
type TranslateCity = (key: `public:cities.${SampleCity}`) => string;

const isSampleCity = (value: string): value is SampleCity =>
  (SAMPLE_CITIES as readonly string[]).includes(value);

/**
 * A city's name in the interface language: the spec's sample cities have their official
 * Malayalam and Hindi names in the public catalogue (`cities.*`, keyed by the stored name,
 * which stays as the spec has it); any other city is the shop's own data and shows as typed.
 */
export const cityName = (value: string, t: TranslateCity): string =>
  isSampleCity(value) ? t(`public:cities.${value}`) : value;
