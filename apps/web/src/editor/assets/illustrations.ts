// The two built-in illustrations of spec §2, drawn for this product.
import coffee from './coffee.svg?url';
import gift from './gift.svg?url';

export const BUILT_IN_ILLUSTRATIONS = [
  { name: 'Gift box', url: gift },
  { name: 'Coffee cup', url: coffee },
] as const;
