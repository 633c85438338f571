// GET /api/v1/flags: the feature flags of spec §3, as the server is configured.
import { FLAG_DEFAULTS, type FlagName, type Flags, type FlagsResponse } from '@nibble/core';
import { apiFetch } from './client.ts';

const FLAG_NAMES = Object.keys(FLAG_DEFAULTS) as FlagName[];

/** Unknown or missing flags keep their spec default, so a partial answer never breaks a screen. */
export async function fetchFlags(signal?: AbortSignal): Promise<Flags> {
  const answer = await apiFetch<Partial<FlagsResponse>>('/flags', { signal, anonymous: true });
  const flags = { ...FLAG_DEFAULTS } as Flags;
  for (const name of FLAG_NAMES) {
    const value = answer?.[name];
    if (value === 0 || value === 1) flags[name] = value;
  }
  return flags;
}
