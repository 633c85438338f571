import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { asyncDestination } from './log-destination.ts';

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

async function opened(file: string) {
  const destination = asyncDestination(file);
  await new Promise((resolve) => destination.stream.once('ready', resolve));
  return destination;
}

describe('asyncDestination', () => {
  it('holds lines back until a batch is full, and writes every queued line on close', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nibble-log-')), 'out.jsonl');
    const destination = await opened(file);
    const log = pino({ level: 'info' }, destination.stream);
    log.info({ reqId: 'req-1' }, 'request completed');
    // Well under a batch: nothing has been written yet (it is off the request path).
    expect(readFileSync(file, 'utf8')).toBe('');
    for (let i = 2; i <= 1_000; i++) log.info({ reqId: `req-${i}` }, 'request completed');
    destination.close();
    const written = lines(file);
    expect(written).toHaveLength(1_000);
    expect(JSON.parse(written[999] ?? '{}')).toMatchObject({ reqId: 'req-1000' });
  });

  it('writes a quiet server’s lines within the flush delay', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nibble-log-')), 'out.jsonl');
    const destination = await opened(file);
    pino({ level: 'info' }, destination.stream).info('one line');
    await expect.poll(() => lines(file), { timeout: 5_000, interval: 100 }).toHaveLength(1);
    destination.close();
  });
});
