// Runs a check under several process time zones, to prove a rule never reads the process's own
// zone. Node re-reads TZ as soon as it is assigned.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;

export function inEachProcessZone<T>(zones: readonly string[], check: () => T): T[] {
  const saved = env.TZ;
  try {
    return zones.map((zone) => {
      env.TZ = zone;
      return check();
    });
  } finally {
    if (saved === undefined) delete env.TZ;
    else env.TZ = saved;
  }
}

/** The process's own hour at 2026-01-01 00:00 UTC: differs between zones once TZ applies. */
export const processHourAtNewYear = (): number => new Date(Date.UTC(2026, 0, 1)).getHours();
