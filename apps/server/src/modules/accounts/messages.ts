// The activation and reset messages. They go by e-mail when the user has an address, else by SMS
// (which, without a gateway, lands in the outbox).
import { CODE_TTL_HOURS } from '@nibble/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Message, Notifier } from '../../notify/index.ts';
import { type CodeKind, issueCode, retireCodes } from './codes.ts';

export interface Recipient {
  id: number;
  name: string;
  phone: string;
  email: string;
}

const deliveryOf = (user: Recipient): Pick<Message, 'channel' | 'to'> =>
  user.email ? { channel: 'email', to: user.email } : { channel: 'sms', to: user.phone };

const greeting = (user: Recipient) => (user.name ? `Hello ${user.name},` : 'Hello,');

/** Issues an activation code and sends the link `${publicUrl}/activate?code=…`. */
export async function sendActivation(
  db: Db,
  notifier: Notifier,
  config: Pick<Config, 'publicUrl'>,
  user: Recipient,
  orgName?: string,
): Promise<void> {
  const code = await issueCode(db, user.id, 'activation');
  const link = `${config.publicUrl}/activate?code=${code}`;
  const reason = orgName
    ? `you have been added to ${orgName} on Nibble Studio.`
    : 'an account has been created for you on Nibble Studio.';
  await notifier.send({
    ...deliveryOf(user),
    subject: 'Activate your Nibble Studio account',
    body: `${greeting(user)} ${reason} Activate your account within ${CODE_TTL_HOURS} hours: ${link}`,
  });
}

/**
 * Issues a reset code (retiring older ones) and sends `${publicUrl}/reset-password?code=…`.
 * The reset form asks for the account's e-mail, so a user without one gets no code, only a
 * message saying why.
 */
export async function sendPasswordReset(
  db: Db,
  notifier: Notifier,
  config: Pick<Config, 'publicUrl'>,
  user: Recipient,
): Promise<void> {
  const subject = 'Reset your Nibble Studio password';
  if (!user.email) {
    await notifier.send({
      channel: 'sms',
      to: user.phone,
      subject,
      body: `${greeting(user)} a password reset was asked for your Nibble Studio account, but it has no e-mail address. Ask your organisation's administrator for help.`,
    });
    return;
  }
  const kind: CodeKind = 'reset';
  await retireCodes(db, user.id, kind);
  const code = await issueCode(db, user.id, kind);
  const link = `${config.publicUrl}/reset-password?code=${code}`;
  await notifier.send({
    ...deliveryOf(user),
    subject,
    body: `${greeting(user)} use this link within ${CODE_TTL_HOURS} hours to choose a new password: ${link} If you did not ask for it, ignore this message.`,
  });
}
