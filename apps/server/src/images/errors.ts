// A file whose bytes are not what they claim to be. Routes answer it with the spec's
// 'Invalid image content.' (400).
export class InvalidImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidImageError';
  }
}
