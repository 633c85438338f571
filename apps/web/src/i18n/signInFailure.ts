// Why a sign-in was refused, in the interface language: the server's error code (and, for a
// refused field, which field) picks the catalogue message; English shows the server's own
// text, and a code without a translation falls back to it too.
import { LIMITS } from '@nibble/core';
import type { ApiRequestError } from '../api/client.ts';
import { i18n } from './setup.ts';

type Translate = (key: string, values?: Record<string, number>) => string;

export function signInFailure(error: ApiRequestError, password: string, t: Translate): string {
  if ((i18n.resolvedLanguage ?? 'en') === 'en') return error.message;
  switch (error.code) {
    case 'unauthorized':
      return t('signIn.errors.wrongCredentials');
    case 'account_deactivated':
      return t('signIn.errors.deactivated');
    case 'validation_failed':
      if (error.fields.username) return t('signIn.errors.phoneRequired');
      if (error.fields.password) {
        return password
          ? t('signIn.errors.passwordTooLong', { max: LIMITS.signInPasswordMax })
          : t('signIn.errors.passwordRequired');
      }
      return error.message;
    default:
      return error.message;
  }
}
