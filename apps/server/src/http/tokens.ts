// Bearer tokens: 256 random bits, handed out once, stored only as a SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
