// Where log lines go: stdout, written off the request path. A synchronous write per line made
// the access log the largest cost of a request at LOG_LEVEL=info (bench/README.md, "Access
// logs by level"); pino's asynchronous destination queues lines in memory and writes them in
// batches of LOG_BATCH_BYTES. Measured against pino's worker-thread transport and decided in
// docs/decisions.md ("Access logs").
import pino from 'pino';

/** Bytes queued before a write: a few dozen access lines. */
export const LOG_BATCH_BYTES = 4096;
/** A quiet server still shows its lines within this delay. */
export const LOG_FLUSH_MS = 1000;

export interface LogDestination {
  stream: ReturnType<typeof pino.destination>;
  /** Writes every queued line now (shutdown: nothing is lost on SIGTERM). */
  flushSync(): void;
  /** Stops the timer and writes what is queued. */
  close(): void;
}

/** `fd` 1 is stdout; tests pass a file's descriptor or path. */
export function asyncDestination(dest: number | string = 1): LogDestination {
  const stream = pino.destination({ dest, sync: false, minLength: LOG_BATCH_BYTES });
  let written = false;
  // Counted so the timer writes only when lines wait (an empty flush is still a write).
  const write = stream.write.bind(stream);
  stream.write = (line: string) => {
    written = true;
    return write(line);
  };
  const timer = setInterval(() => {
    if (!written) return;
    written = false;
    stream.flush();
  }, LOG_FLUSH_MS);
  timer.unref();
  // Before the file is open there is nothing to flush (and sonic-boom would throw).
  let ready = typeof dest === 'number';
  stream.once('ready', () => {
    ready = true;
  });
  const flushSync = () => {
    if (ready) stream.flushSync();
  };
  return {
    stream,
    flushSync,
    close() {
      clearInterval(timer);
      flushSync();
    },
  };
}
