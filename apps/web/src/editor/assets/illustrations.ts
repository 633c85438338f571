// The two built-in illustrations of spec §2, drawn for this product.

import { i18n } from '../../i18n/setup.ts';
import coffee from './coffee.svg?url';
import gift from './gift.svg?url';

/** Each named in the interface language, read when shown. */
export const BUILT_IN_ILLUSTRATIONS = [
  { id: 'gift', name: () => i18n.t('editor:illustrations.gift'), url: gift },
  { id: 'coffee', name: () => i18n.t('editor:illustrations.coffee'), url: coffee },
] as const;
