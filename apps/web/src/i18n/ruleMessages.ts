// The field messages of packages/core (spec §5) in the interface language. The core keeps
// one English text per rule, shared with the server; here each rule has its catalogue
// message, written out as a t() call so the extractor sees it, with the rule's limit as a
// value of the message. (Kept apart from validation.ts so apiErrors.ts can use it.)
import { LIMITS, type Rule } from '@nibble/core';

type Translate = (key: string, values?: Record<string, number>) => string;

const RULE_MESSAGES: Partial<Record<Rule, (t: Translate) => string>> = {
  nameRequired: (t) => t('validation.nameRequired'),
  nameMax: (t) => t('validation.nameMax', { max: LIMITS.orgNameMax }),
  phoneRequired: (t) => t('validation.phoneRequired'),
  phoneDigits: (t) => t('validation.phoneDigits', { digits: LIMITS.phoneDigits }),
  addressRequired: (t) => t('validation.addressRequired'),
  addressMax: (t) => t('validation.addressMax', { max: LIMITS.orgAddressMax }),
  cityRequired: (t) => t('validation.cityRequired'),
  cityMax: (t) => t('validation.cityMax', { max: LIMITS.orgCityMax }),
  stateRequired: (t) => t('validation.stateRequired'),
  stateMax: (t) => t('validation.stateMax', { max: LIMITS.orgStateMax }),
  categoryInvalid: (t) => t('validation.categoryInvalid'),
  roleInvalid: (t) => t('validation.roleInvalid'),
  statusInvalid: (t) => t('validation.statusInvalid'),
  modeInvalid: (t) => t('validation.modeInvalid'),
  nothingToUpdate: (t) => t('validation.nothingToUpdate'),
  activationPhoneRequired: (t) => t('validation.activationPhoneRequired'),
  activationPhoneMin: (t) => t('validation.activationPhoneMin', { min: LIMITS.activationPhoneMin }),
  activationPhoneMax: (t) => t('validation.activationPhoneMax', { max: LIMITS.activationPhoneMax }),
  emailRequired: (t) => t('validation.emailRequired'),
  emailInvalid: (t) => t('validation.emailInvalid'),
  passwordRequired: (t) => t('validation.passwordRequired'),
  passwordMin: (t) => t('validation.passwordMin', { min: LIMITS.resetPasswordMin }),
  passwordMax: (t) => t('validation.passwordMax', { max: LIMITS.resetPasswordMax }),
  passwordMismatch: (t) => t('validation.passwordMismatch'),
  codeRequired: (t) => t('validation.codeRequired'),
  signInPhoneRequired: (t) => t('validation.signInPhoneRequired'),
  signInPasswordMax: (t) => t('validation.signInPasswordMax', { max: LIMITS.signInPasswordMax }),
  termsRequired: (t) => t('validation.termsRequired'),
};

/**
 * The rules with a form message here; the upload and design rules reach the screens as API
 * errors, translated by their codes (apiErrors.ts).
 */
export const TRANSLATED_RULES = Object.keys(RULE_MESSAGES) as Rule[];

/** A rule's message through `t` (the current language's, or a fixed one's in tests). */
export const ruleMessage = (rule: Rule, t: Translate): string | undefined =>
  RULE_MESSAGES[rule]?.(t);
