// Spec §5 upload rules on the server: the name and size rules of @nibble/core answered with
// the right status, then the content itself (images/).
import {
  checkIllustrationFile,
  checkImageFile,
  INVALID_IMAGE_CONTENT,
  LIMITS,
  MESSAGES,
} from '@nibble/core';
import { badRequest, type HttpError, payloadTooLarge, unsupportedType } from '../../http/errors.ts';
import { InvalidImageError, PictureTooLargeError } from '../../images/errors.ts';
import { prepareUploadedImage, type StoredImage } from '../../images/raster.ts';
import { prepareIllustration } from '../../images/svg.ts';

export type UploadKind = 'image' | 'illustrations';

interface KindRules {
  illustration: 0 | 1;
  maxBytes: number;
  missing: string;
  tooLarge: string;
  check: (file: { name: string; size: number }) => string | null;
  prepare: (bytes: Buffer) => Promise<StoredImage>;
}

export const RULES: Record<UploadKind, KindRules> = {
  image: {
    illustration: 0,
    maxBytes: LIMITS.imageMaxBytes,
    missing: MESSAGES.imageMissing,
    tooLarge: MESSAGES.imageTooLarge,
    check: checkImageFile,
    prepare: prepareUploadedImage,
  },
  illustrations: {
    illustration: 1,
    maxBytes: LIMITS.illustrationMaxBytes,
    missing: MESSAGES.illustrationMissing,
    tooLarge: MESSAGES.illustrationTooLarge,
    check: checkIllustrationFile,
    prepare: prepareIllustration,
  },
};

/** The status each of the spec's messages answers with. */
function refusal(message: string): HttpError {
  if (message === MESSAGES.imageTooLarge || message === MESSAGES.illustrationTooLarge) {
    return payloadTooLarge(message);
  }
  if (message === MESSAGES.imageInvalid || message === MESSAGES.illustrationInvalid) {
    return unsupportedType(message);
  }
  return badRequest(message);
}

/** Throws the spec's answer when the file's name or size breaks a rule. */
export function assertAcceptable(kind: UploadKind, file: { name: string; size: number }): void {
  const message = RULES[kind].check(file);
  if (message) throw refusal(message);
}

/** Checks the bytes and gives what to store; undecodable content → 400 'Invalid image content.' */
export async function prepareContent(kind: UploadKind, bytes: Buffer): Promise<StoredImage> {
  try {
    return await RULES[kind].prepare(bytes);
  } catch (error) {
    if (error instanceof PictureTooLargeError) throw badRequest(error.message);
    if (error instanceof InvalidImageError) throw badRequest(INVALID_IMAGE_CONTENT);
    throw error;
  }
}
