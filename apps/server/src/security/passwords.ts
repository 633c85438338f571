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

/**
 * Spend the same time on an unknown phone as on a wrong password, so phones can't be probed.
 * A check costs what the hash it reads says, so the decoy is made at the cost asked for (one
 * per cost: a process may serve apps of different costs, as the tests do).
 */
const decoys = new Map<string, Promise<string>>();
export async function verifyDecoy(password: string, cost: PasswordCost): Promise<void> {
  const key = `${cost.memoryCost}:${cost.timeCost}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword('decoy-password-never-matches', cost);
    decoys.set(key, decoy);
  }
  await verifyPassword(await decoy, password);
}
