// How activation and reset codes reach people (docs/decisions.md "Codes reach people through
// an outbox"): e-mail through SMTP when SMTP_URL is set, otherwise the outbox table that a
// sys_admin reads at GET /admin/outbox. The code is only ever in the message body, never in logs.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export type Channel = 'sms' | 'email';

export interface Message {
  channel: Channel;
  /** A phone number for 'sms', an e-mail address for 'email'. */
  to: string;
  subject: string;
  body: string;
}

export interface Notifier {
  send(message: Message): Promise<void>;
}

/** What may be logged of a message: who it is for and what it is about, never the body. */
const logLine = (message: Message) => ({
  channel: message.channel,
  recipient: message.to,
  subject: message.subject,
});

/** Development delivery: the message is kept in the outbox table for an operator to forward. */
export class OutboxNotifier implements Notifier {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: Message): Promise<void> {
    await this.db.insert(outbox).values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.body,
    });
    this.log.info(logLine(message), 'message kept in the outbox');
  }
}

/** E-mail through SMTP; there is no SMS gateway, so SMS messages still go to the outbox. */
export class SmtpNotifier implements Notifier {
  constructor(
    private readonly transport: Transporter,
    private readonly fallback: Notifier,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: Message): Promise<void> {
    if (message.channel !== 'email') return this.fallback.send(message);
    await this.transport.sendMail({ to: message.to, subject: message.subject, text: message.body });
    this.log.info(logLine(message), 'message sent by e-mail');
  }
}

export function createNotifier(
  config: Pick<Config, 'smtp'>,
  db: Db,
  log: FastifyBaseLogger,
): Notifier {
  const outboxNotifier = new OutboxNotifier(db, log);
  if (!config.smtp) return outboxNotifier;
  const transport = nodemailer.createTransport(config.smtp.url, { from: config.smtp.from });
  return new SmtpNotifier(transport, outboxNotifier, log);
}

// One notifier per database (every encapsulated plugin of an app shares `app.db`), so routes
// need no decoration of the app to reach it.
const notifiers = new WeakMap<Db, Notifier>();

/** The notifier of this app, built from its config on first use. */
export function notifierFor(app: FastifyInstance): Notifier {
  let notifier = notifiers.get(app.db);
  if (!notifier) {
    notifier = createNotifier(app.config, app.db, app.log);
    notifiers.set(app.db, notifier);
  }
  return notifier;
}
