import { mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { asyncDestination, BatchedLines, dropBytes, LOG_BATCH_BYTES } from './log-destination.ts';

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'nibble-log-')), 'out.jsonl');

async function opened(file: string) {
  const destination = asyncDestination(file);
  await new Promise((resolve) => destination.stream.once('ready', resolve));
  return destination;
}

describe('asyncDestination', () => {
  it('holds lines back until a batch is full, and writes every queued line on close', async () => {
    const file = tempFile();
    const destination = await opened(file);
    const log = pino({ level: 'info' }, destination.stream);
    log.info({ reqId: 'req-1' }, 'request completed');
    // Well under a batch: nothing has been written yet (it is off the request path).
    expect(readFileSync(file, 'utf8')).toBe('');
    for (let i = 2; i <= 1_000; i++) log.info({ reqId: `req-${i}` }, 'request completed');
    // Batches are on their way: close waits for the write in flight, then writes the rest.
    await destination.close();
    const written = lines(file);
    expect(written).toHaveLength(1_000);
    expect(written.map((line) => JSON.parse(line).reqId)).toEqual(
      Array.from({ length: 1_000 }, (_, i) => `req-${i + 1}`),
    );
  });

  it('writes a quiet server’s lines within the flush delay', async () => {
    const file = tempFile();
    const destination = await opened(file);
    pino({ level: 'info' }, destination.stream).info('one line');
    await expect.poll(() => lines(file), { timeout: 5_000, interval: 100 }).toHaveLength(1);
    await destination.close();
  });

  it('writes lines that come after close at once (the last lines of a shutdown)', async () => {
    const file = tempFile();
    const destination = await opened(file);
    const log = pino({ level: 'info' }, destination.stream);
    log.info('before');
    await destination.close();
    log.info('after');
    expect(lines(file).map((line) => JSON.parse(line).msg)).toEqual(['before', 'after']);
  });
});

describe('BatchedLines', () => {
  it('keeps every byte and the order of lines across batches, long lines and UTF-8', async () => {
    const file = tempFile();
    const stream = new BatchedLines(file, 100);
    await new Promise((resolve) => stream.once('ready', resolve));
    const expected: string[] = [];
    for (let i = 0; i < 3_000; i++) {
      // Some lines longer than a whole queue buffer, some with characters of 2–4 bytes.
      const text = i % 500 === 0 ? 'x'.repeat(70_000 + i) : `line ${i} ಮಲയാളം €😀`;
      expected.push(text);
      stream.write(`${text}\n`);
      // Let some writes finish in between, as a server's event loop would.
      if (i % 97 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await stream.close();
    expect(readFileSync(file, 'utf8')).toBe(expected.map((text) => `${text}\n`).join(''));
  });

  it('writes nothing before a batch is full, then the whole batch', async () => {
    const file = tempFile();
    const stream = new BatchedLines(file);
    await new Promise((resolve) => stream.once('ready', resolve));
    const line = `${'a'.repeat(99)}\n`;
    const perBatch = Math.ceil(LOG_BATCH_BYTES / line.length);
    for (let i = 1; i < perBatch; i++) stream.write(line);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readFileSync(file, 'utf8')).toBe('');
    stream.write(line);
    await new Promise<void>((resolve) => stream.flush(resolve));
    expect(readFileSync(file, 'utf8')).toBe(line.repeat(perBatch));
    await stream.close();
  });
});

describe('a log that cannot be written', () => {
  it('reports the failure to an error listener, and does not throw without one', async () => {
    const file = tempFile();
    writeFileSync(file, '');
    const readOnly = openSync(file, 'r');
    const heard = new BatchedLines(readOnly, 10);
    const failure = new Promise<NodeJS.ErrnoException>((resolve) => heard.once('error', resolve));
    heard.write('a line longer than the batch\n');
    expect((await failure).code).toBe('EBADF');

    const unheard = new BatchedLines(readOnly, 10);
    unheard.write('a line longer than the batch\n');
    await new Promise<void>((resolve) => unheard.flush(resolve));
    expect(readFileSync(file, 'utf8')).toBe('');
  });
});

describe('dropBytes (what is left after a short write)', () => {
  it('keeps the bytes not yet written, in order', () => {
    const buffers = [Buffer.from('abc'), Buffer.from('de'), Buffer.from('fgh')];
    const rest = (count: number) => Buffer.concat(dropBytes(buffers, count)).toString();
    for (let count = 0; count <= 8; count++) expect(rest(count)).toBe('abcdefgh'.slice(count));
  });
});
