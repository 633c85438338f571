// Where log lines go: stdout, written off the request path. A synchronous write per line made
// the access log the largest cost of a request at LOG_LEVEL=info (bench/README.md, "Access
// logs by level"), so lines are queued in memory and written in batches of LOG_BATCH_BYTES by
// an asynchronous write. Decided in docs/decisions.md ("Access logs").
//
// Why not pino's own asynchronous destination (sonic-boom): it queues lines as one growing
// string, measuring the whole queue's UTF-8 length on every line and encoding it twice per
// write (once to write it, once more to see what was written) — about 1.6 µs per line in a
// micro-benchmark, a third of what the line cost. Here each line is encoded once, into a
// buffer that is written as it is.
import { EventEmitter } from 'node:events';
import fs from 'node:fs';

/**
 * Bytes queued before a write: about 300 access lines. Each write is a trip through libuv's
 * thread pool; at 16 KB those trips cost about 0.25 µs of CPU a line more than at 64 KB
 * (bench/README.md, "Access logs by level").
 */
export const LOG_BATCH_BYTES = 64 * 1024;
/** A quiet server still shows its lines within this delay. */
export const LOG_FLUSH_MS = 1000;
/** Size of one queue buffer; a longer line gets a buffer of its own size. */
const CHUNK_BYTES = 128 * 1024;
/** Written buffers kept for the next lines rather than left to the garbage collector. */
const SPARE_CHUNKS = 4;
/** A full pipe (EAGAIN) is tried again after this delay, as pino's destination does. */
const BUSY_RETRY_MS = 100;

const busy = (error: NodeJS.ErrnoException) => error.code === 'EAGAIN' || error.code === 'EBUSY';

/**
 * Log lines queued in buffers and written in order, one asynchronous write at a time. pino
 * writes through `write(line)` like any stream; the access log writes its lines here too
 * (http/logging.ts), so the order of all lines is the order they were written in.
 */
export class BatchedLines extends EventEmitter {
  private fd = -1;
  /** Filled buffers waiting for the write after the one in flight. */
  private queue: Buffer[] = [];
  private queued = 0;
  private current: Buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;
  /** The bytes of the write in flight (null: none). */
  private inFlight: Buffer[] | null = null;
  private closed = false;
  /** The reader of stdout went away (EPIPE): lines are dropped, as pino's destination does. */
  private broken = false;
  private readonly spare: Buffer[] = [];

  constructor(
    dest: number | string,
    private readonly batchBytes = LOG_BATCH_BYTES,
  ) {
    super();
    if (typeof dest === 'number') {
      this.fd = dest;
      queueMicrotask(() => this.emit('ready'));
    } else {
      fs.open(dest, 'a', (error, fd) => {
        if (error) {
          this.emit('error', error);
          return;
        }
        this.fd = fd;
        this.emit('ready');
        this.maybeWrite();
      });
    }
  }

  /** Lines queued or being written, in bytes. */
  get pendingBytes(): number {
    return this.queued + this.used;
  }

  write(line: string): boolean {
    if (this.broken) return true;
    // At most 3 bytes per UTF-16 unit, so the line always fits whole in the buffer chosen.
    if (this.used + line.length * 3 > this.current.length) this.seal(line.length * 3);
    this.used += this.current.write(line, this.used);
    // Once closed (the server is stopping), each line is written at once — after the write
    // in flight, which close() waits for.
    if (this.closed) {
      if (!this.inFlight) this.flushSync();
    } else if (this.queued + this.used >= this.batchBytes) this.maybeWrite();
    return true;
  }

  /**
   * Starts writing what is queued, unless a write is in flight (it continues when done);
   * `done` runs once nothing written before this call is still in memory.
   */
  flush(done?: () => void): void {
    this.maybeWrite(true);
    if (!done) return;
    if (this.inFlight) this.once('written', () => this.flush(done));
    else done();
  }

  /**
   * Writes every queued line now, synchronously (a process about to exit). A write in flight
   * is left to finish; its bytes come before these only if it finishes first — close() waits.
   */
  flushSync(): void {
    if (this.fd < 0) return;
    this.seal(0);
    const buffers = this.queue;
    this.queue = [];
    this.queued = 0;
    for (const buffer of buffers) {
      let offset = 0;
      while (offset < buffer.length) {
        try {
          offset += fs.writeSync(this.fd, buffer, offset);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EPIPE') {
            this.broken = true;
            return;
          }
          if (!busy(error as NodeJS.ErrnoException)) throw error;
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, BUSY_RETRY_MS);
        }
      }
    }
  }

  /** Waits for the write in flight, then writes the rest synchronously. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.inFlight) await new Promise((resolve) => this.once('written', resolve));
    this.flushSync();
  }

  /** Moves the current buffer to the queue and starts a new one with room for `room` bytes. */
  private seal(room: number): void {
    if (this.used > 0) {
      this.queue.push(this.current.subarray(0, this.used));
      this.queued += this.used;
      this.used = 0;
      // Never the sealed buffer again: its bytes wait in the queue.
      this.current =
        room <= CHUNK_BYTES
          ? (this.spare.pop() ?? Buffer.allocUnsafe(CHUNK_BYTES))
          : Buffer.allocUnsafe(room);
    } else if (room > this.current.length) {
      this.current = Buffer.allocUnsafe(room);
    }
  }

  private maybeWrite(evenIfSmall = false): void {
    if (this.inFlight || this.fd < 0) return;
    if (!evenIfSmall && this.queued + this.used < this.batchBytes) return;
    this.seal(0);
    if (this.queue.length === 0) return;
    const buffers = this.queue;
    this.queue = [];
    this.queued = 0;
    this.writeOut(buffers);
  }

  /**
   * A write failed: the batch is dropped. A closed stdout (EPIPE) stops the log, as with
   * pino's destination; anything else (a full disk, say) goes to whoever listens for
   * 'error', or to stderr — a log that cannot be written does not take the server down.
   */
  private failed(error: NodeJS.ErrnoException): void {
    if (error.code === 'EPIPE') {
      this.broken = true;
      this.queue = [];
      this.queued = 0;
      this.used = 0;
      return;
    }
    if (this.listenerCount('error') > 0) this.emit('error', error);
    else process.stderr.write(`log lines lost: ${error.message}\n`);
  }

  private writeOut(buffers: Buffer[]): void {
    this.inFlight = buffers;
    fs.writev(this.fd, buffers, (error, written) => {
      if (error) {
        if (busy(error)) {
          setTimeout(() => this.writeOut(buffers), BUSY_RETRY_MS).unref();
          return;
        }
        this.inFlight = null;
        this.emit('written');
        this.failed(error);
        return;
      }
      // A short write (a pipe, say) leaves the rest to write next, still before newer lines.
      const rest = dropBytes(buffers, written);
      if (rest.length > 0) {
        this.writeOut(rest);
        return;
      }
      for (const buffer of buffers) {
        if (this.spare.length < SPARE_CHUNKS && buffer.buffer.byteLength === CHUNK_BYTES) {
          this.spare.push(Buffer.from(buffer.buffer, 0, CHUNK_BYTES));
        }
      }
      this.inFlight = null;
      this.emit('written');
      if (!this.closed) this.maybeWrite();
    });
  }
}

/** `buffers` less their first `count` bytes. */
export function dropBytes(buffers: Buffer[], count: number): Buffer[] {
  let left = count;
  const rest: Buffer[] = [];
  for (const buffer of buffers) {
    if (left >= buffer.length) {
      left -= buffer.length;
      continue;
    }
    rest.push(left > 0 ? buffer.subarray(left) : buffer);
    left = 0;
  }
  return rest;
}

export interface LogDestination {
  stream: BatchedLines;
  /** Writes every queued line now (a process about to exit). */
  flushSync(): void;
  /** Stops the timer, waits for the write in flight and writes what is queued. */
  close(): Promise<void>;
}

/** `fd` 1 is stdout; tests pass a file's descriptor or path. */
export function asyncDestination(dest: number | string = 1): LogDestination {
  const stream = new BatchedLines(dest);
  const timer = setInterval(() => stream.flush(), LOG_FLUSH_MS);
  timer.unref();
  // Lines queued when the process exits without closing (an uncaught error) are still written.
  const onExit = () => stream.flushSync();
  process.once('exit', onExit);
  return {
    stream,
    flushSync: () => stream.flushSync(),
    async close() {
      clearInterval(timer);
      process.off('exit', onExit);
      await stream.close();
    },
  };
}
