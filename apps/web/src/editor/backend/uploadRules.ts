// Upload checks of spec §5, run in the browser before a byte is sent; the server checks the
// content again and its message is shown when it refuses.
import { checkIllustrationFile, checkImageFile, MESSAGES } from '@nibble/core';
import { ApiRequestError } from '../../api/client.ts';

/** An upload the rules refused; `message` is the spec's text for the Alert modal. */
export class UploadRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRefusedError';
  }
}

export function checkUpload(file: File | null | undefined, illustration: 0 | 1): string | null {
  return illustration ? checkIllustrationFile(file) : checkImageFile(file);
}

/**
 * The message for a refused upload: the server's own words when it sent some, otherwise the
 * spec's message for that status (a proxy's bare 413 still reads like the product).
 */
export function uploadFailureMessage(error: unknown, illustration: 0 | 1): string {
  if (error instanceof ApiRequestError) {
    const generic = /^The request failed \(\d+\)\.$/.test(error.message);
    if (!generic) return error.message;
    if (error.status === 413)
      return illustration ? MESSAGES.illustrationTooLarge : MESSAGES.imageTooLarge;
    if (error.status === 415)
      return illustration ? MESSAGES.illustrationInvalid : MESSAGES.imageInvalid;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
