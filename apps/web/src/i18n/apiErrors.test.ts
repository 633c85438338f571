import { ERROR_MESSAGES, errorMessage, MESSAGES } from '@nibble/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, toRequestError } from '../api/client.ts';
import { translateApiErrors } from './apiErrors.ts';
import { i18n } from './setup.ts';
import { translateFieldMessage } from './validation.ts';

const refused = new ApiRequestError(409, 'design_not_editable', ERROR_MESSAGES.design_not_editable);

describe('an API error in the interface language', () => {
  beforeAll(() => translateApiErrors());
  afterEach(() => i18n.changeLanguage('en'));

  it('reads the server’s own words in English', () => {
    expect(refused.message).toBe('A published design cannot be edited. Unpublish it first.');
    expect(refused.serverMessage).toBe(ERROR_MESSAGES.design_not_editable);
  });

  it('reads its code’s translation in Malayalam and Hindi, at the moment it is shown', async () => {
    await i18n.changeLanguage('ml');
    expect(refused.message).toBe('പ്രസിദ്ധീകരിച്ച ഡിസൈൻ മാറ്റാനാവില്ല. ആദ്യം പ്രസിദ്ധീകരണം നിർത്തുക.');
    await i18n.changeLanguage('hi');
    expect(refused.message).toBe('प्रकाशित डिज़ाइन बदला नहीं जा सकता। पहले प्रकाशन रोकें।');
  });

  it('carries the values of the English message into the translation', async () => {
    const wait = new ApiRequestError(
      429,
      'sign_in_rate_limited',
      errorMessage('sign_in_rate_limited', { count: 7 }),
    );
    await i18n.changeLanguage('ml');
    expect(wait.message).toBe('സൈൻ ഇൻ ശ്രമങ്ങൾ വളരെ കൂടുതലായി. 7 മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.');
    await i18n.changeLanguage('hi');
    expect(wait.message).toBe('साइन इन की बहुत ज़्यादा कोशिशें हो गईं। 7 मिनट बाद फिर से कोशिश करें।');
  });

  it('names the limit of a spec rule answered as an error', async () => {
    const tooBig = new ApiRequestError(413, 'image_too_large', MESSAGES.imageTooLarge);
    await i18n.changeLanguage('hi');
    expect(tooBig.message).toBe('चित्र का साइज़ तय सीमा (3 एमबी) से ज़्यादा है।');
  });

  it('translates refused fields: the core’s rules and the server’s own sentences', async () => {
    const form = new ApiRequestError(400, 'validation_failed', MESSAGES.nameRequired, {
      name: MESSAGES.nameRequired,
      language: ERROR_MESSAGES.language_invalid,
      other: 'A sentence nobody wrote down',
    });
    await i18n.changeLanguage('ml');
    expect(form.message).toBe('പേര് നൽകുക');
    expect(form.fields).toEqual({
      name: 'പേര് നൽകുക',
      language: 'ശരിയായ ഭാഷ തിരഞ്ഞെടുക്കുക',
      other: 'A sentence nobody wrote down',
    });
    expect(form.serverFields.name).toBe(MESSAGES.nameRequired);
    expect(translateFieldMessage(ERROR_MESSAGES.sign_in_enter_phone)).toBe('ഫോൺ നമ്പർ നൽകുക');
  });

  it('finds the code from the message when the answer only says what kind of refusal', async () => {
    // A proxy or an older server answering with a generic code.
    const old = new ApiRequestError(404, 'not_found', 'Design not found');
    await i18n.changeLanguage('hi');
    expect(old.message).toBe('डिज़ाइन नहीं मिला।');
  });

  it('falls back to the server’s words for a code and a message it does not know', async () => {
    const odd = new ApiRequestError(400, 'something_new', 'Something new happened');
    await i18n.changeLanguage('ml');
    expect(odd.message).toBe('Something new happened');
  });

  it('reads an answer body into a translated error', async () => {
    const response = new Response(
      JSON.stringify({ error: { code: 'last_owner', message: ERROR_MESSAGES.last_owner } }),
      { status: 409 },
    );
    const error = await toRequestError(response);
    await i18n.changeLanguage('ml');
    expect(error.code).toBe('last_owner');
    expect(error.message).toBe('സ്ഥാപനത്തിന് കുറഞ്ഞത് ഒരു ഉടമ വേണം.');
  });
});
