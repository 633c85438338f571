import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, errorCodeOf, errorMessage, ruleErrorCode } from './errors.ts';
import { DELETE_ACTIVE, PUBLICATION_MESSAGES } from './publication.ts';
import { MESSAGES, uploadQuotaMessage } from './validation.ts';

describe('the error catalogue', () => {
  it('gives every code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('reads a fixed sentence back to its code', () => {
    expect(errorCodeOf('Design not found')).toEqual({ code: 'design_not_found', values: {} });
    expect(errorCodeOf(DELETE_ACTIVE)?.code).toBe('design_delete_active');
    expect(errorCodeOf(PUBLICATION_MESSAGES.unpublishActive)?.code).toBe('unpublish_active');
  });

  it('names a spec rule’s message after the rule', () => {
    expect(ruleErrorCode('imageTooLarge')).toBe('image_too_large');
    expect(errorCodeOf(MESSAGES.imageTooLarge)?.code).toBe('image_too_large');
    expect(errorCodeOf(MESSAGES.previewTooLarge)?.code).toBe('preview_too_large');
  });

  it('fills a count in the English form it needs and reads it back', () => {
    const one = errorMessage('sign_in_rate_limited', { count: 1 });
    const five = errorMessage('sign_in_rate_limited', { count: 5 });
    expect(one).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(five).toBe('Too many sign-in attempts. Try again in 5 minutes.');
    expect(errorCodeOf(one)).toEqual({ code: 'sign_in_rate_limited', values: { count: '1' } });
    expect(errorCodeOf(five)).toEqual({ code: 'sign_in_rate_limited', values: { count: '5' } });
  });

  it('reads the values of a sentence built elsewhere', () => {
    expect(errorCodeOf(uploadQuotaMessage(50 * 1_048_576))).toEqual({
      code: 'upload_quota_exceeded',
      values: { megabytes: '50' },
    });
    expect(errorCodeOf('The design could not be read: pages is missing.')).toEqual({
      code: 'design_unreadable',
      values: { detail: 'pages is missing' },
    });
  });

  it('prefers a fixed sentence to a pattern that also fits it', () => {
    expect(errorCodeOf(ERROR_MESSAGES.unsupported_content_type)?.code).toBe(
      'unsupported_content_type',
    );
    expect(errorCodeOf('Unsupported content type: text/plain')).toEqual({
      code: 'unsupported_content_type_named',
      values: { type: 'text/plain' },
    });
  });

  it('knows nothing of a sentence it does not hold', () => {
    expect(errorCodeOf('Route GET:/nowhere not found')).toBeNull();
  });
});
