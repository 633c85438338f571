// argon2id password hashing (the library's default algorithm), cost taken from config.
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../config.ts';

export type PasswordCost = Config['argon2'];

export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return hash(password, { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt stored hash is a wrong password, not a server error.
    return false;
  }
}

/** Spend the same time on an unknown phone as on a wrong password, so phones can't be probed. */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string, cost: PasswordCost): Promise<void> {
  decoy ??= hashPassword('decoy-password-never-matches', cost);
  await verifyPassword(await decoy, password);
}
