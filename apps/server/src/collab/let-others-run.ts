// One pause for everyone else: the live server's heavy work (opening a big design, a
// sender's backlog of updates) lets waiting requests and sockets in between its steps.

const nextImmediate = (): Promise<void> => new Promise((resume) => setImmediate(resume));

/**
 * Lets the event loop serve what waits (other users' requests and sockets) between heavy steps:
 * those of opening a big design, each tens of milliseconds on a 5 000-shape design (without it
 * the whole opening was one block of the event loop: 760 ms, bench/live/open-stall.mjs), and
 * the batches of one sender's backlog of updates.
 * Two immediates: called from an I/O callback, the first one runs in the same turn of the
 * loop, before it polls for the requests that arrived meanwhile; the second runs after.
 */
export async function letOthersRun(): Promise<void> {
  await nextImmediate();
  await nextImmediate();
}
