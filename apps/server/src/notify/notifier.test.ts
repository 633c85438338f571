import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp } from '../../test/helpers.ts';
import { outbox } from '../db/schema.ts';
import { createNotifier, OutboxNotifier, SmtpNotifier } from './notifier.ts';

const SECRET = 'code=SECRET-CODE-VALUE';

function recordingLogger() {
  const lines: unknown[] = [];
  const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const t = await makeTestApp();
afterAll(() => t.close());

describe('notifier', () => {
  it('keeps messages in the outbox and logs the recipient but never the body', async () => {
    const { log, lines } = recordingLogger();
    await new OutboxNotifier(t.app.db, log).send({
      channel: 'sms',
      to: '9876500000',
      subject: 'Activate',
      body: `link ${SECRET}`,
    });
    const rows = await t.app.db.select().from(outbox);
    expect(rows).toContainEqual(
      expect.objectContaining({ channel: 'sms', recipient: '9876500000', body: `link ${SECRET}` }),
    );
    expect(JSON.stringify(lines)).toContain('9876500000');
    expect(JSON.stringify(lines)).not.toContain('SECRET');
  });

  it('sends e-mail through SMTP and keeps SMS in the outbox', async () => {
    const { log, lines } = recordingLogger();
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sendMail = vi.spyOn(transport, 'sendMail');
    const notifier = new SmtpNotifier(transport, new OutboxNotifier(t.app.db, log), log);

    await notifier.send({ channel: 'email', to: 'a@b.example', subject: 'Reset', body: SECRET });
    expect(sendMail).toHaveBeenCalledWith({ to: 'a@b.example', subject: 'Reset', text: SECRET });
    await notifier.send({ channel: 'sms', to: '9876511111', subject: 'Activate', body: SECRET });
    expect(sendMail).toHaveBeenCalledTimes(1);
    const rows = await t.app.db.select().from(outbox);
    expect(rows.map((row) => row.recipient)).toContain('9876511111');
    expect(rows.map((row) => row.recipient)).not.toContain('a@b.example');
    expect(JSON.stringify(lines)).not.toContain('SECRET');
  });

  it('uses SMTP only when it is configured', () => {
    const { log } = recordingLogger();
    expect(createNotifier({}, t.app.db, log)).toBeInstanceOf(OutboxNotifier);
    const smtp = { url: 'smtp://127.0.0.1:2525', from: 'Nibble <no-reply@example.com>' };
    expect(createNotifier({ smtp }, t.app.db, log)).toBeInstanceOf(SmtpNotifier);
  });
});
