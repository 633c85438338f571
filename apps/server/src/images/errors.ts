// A file whose bytes are not what they claim to be. Routes answer it with the spec's
// 'Invalid image content.' (400).
export class InvalidImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidImageError';
  }
}

/**
 * A real picture with more pixels than its use allows, read from its header before any
 * decode. `message` is meant for the user.
 */
export class PictureTooLargeError extends InvalidImageError {
  constructor(message: string) {
    super(message);
    this.name = 'PictureTooLargeError';
  }
}
