import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client.ts';
import { i18n } from './setup.ts';
import { signInFailure } from './signInFailure.ts';

const t = (key: string, values?: Record<string, number>) => i18n.t(key, values ?? {});
const wrong = new ApiRequestError(401, 'unauthorized', 'Wrong phone number or password');
const tooLong = new ApiRequestError(
  400,
  'validation_failed',
  'Password must be at most 256 characters',
  {
    password: 'Password must be at most 256 characters',
  },
);

describe('a refused sign-in', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the server’s own text in English', () => {
    expect(signInFailure(wrong, 'secret', t)).toBe('Wrong phone number or password');
  });

  it('shows the code’s translation in Malayalam and Hindi', async () => {
    await i18n.changeLanguage('ml');
    expect(signInFailure(wrong, 'secret', t)).toBe('ഫോൺ നമ്പറോ പാസ്‌വേഡോ തെറ്റാണ്');
    expect(signInFailure(tooLong, 'x'.repeat(300), t)).toBe('പാസ്‌വേഡിന് പരമാവധി 256 അക്ഷരം');
    await i18n.changeLanguage('hi');
    expect(signInFailure(wrong, 'secret', t)).toBe('फ़ोन नंबर या पासवर्ड गलत है');
  });

  it('falls back to the server’s text for a code it does not know', async () => {
    await i18n.changeLanguage('hi');
    const other = new ApiRequestError(
      429,
      'too_many_requests',
      'Too many attempts. Try again in 5 minutes.',
    );
    expect(signInFailure(other, 'secret', t)).toBe('Too many attempts. Try again in 5 minutes.');
  });
});
