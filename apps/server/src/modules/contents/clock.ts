// The server's clock for publication rules. Services take `now` as an argument; routes read
// it here so tests can fix the time (`vi.spyOn(clock, 'now')`) without faking Date globally.
export interface Clock {
  now(): Date;
}

export const clock: Clock = { now: () => new Date() };
