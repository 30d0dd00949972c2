import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { logger } from './logger';

export interface Mail {
  /** Which mail this is (`password-reset`): the one thing about it a production log may say. */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends once the write has committed, without waiting: a mail that fails is logged with its kind
 * only, and never fails (or undoes) the write that caused it.
 */
export function sendLater(mailer: Mailer, mails: readonly Mail[]): void {
  for (const mail of mails) {
    mailer.send(mail).catch((error: unknown) => logger.error(`the ${mail.kind} mail could not be sent`, { error }));
  }
}

/**
 * Sends through the SMTP server at `smtpUrl` (nodemailer). Without one, development and tests
 * write each mail, links included, to the server log so a developer can follow them; production
 * logs only that a mail of its kind was not sent, since its links (a password reset) would let
 * anyone who reads the log into the account.
 */
export function createMailer({
  smtpUrl,
  mailFrom,
  nodeEnv,
  mailOutboxDir,
}: Pick<Config, 'smtpUrl' | 'mailFrom' | 'nodeEnv' | 'mailOutboxDir'>): Mailer {
  if (!smtpUrl && nodeEnv === 'production') {
    logger.warn('SMTP_URL is not set: mails (password reset links) will not be sent');
    return {
      async send(mail) {
        logger.warn('mail not sent: SMTP_URL is not set', { kind: mail.kind });
      },
    };
  }
  if (!smtpUrl) {
    return {
      async send(mail) {
        logger.info('mail not sent (SMTP_URL is not set); its text follows', {
          kind: mail.kind,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        if (mailOutboxDir) await toOutbox(mailOutboxDir, mail);
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ kind: _kind, ...mail }) {
      await transport.sendMail({ from: mailFrom, ...mail });
    },
  };
}

/**
 * Writes a mail to the outbox folder as `<time>-<kind>-<id>.json`, so the browser tests (and a
 * developer) can open its links without reading the server's log.
 */
async function toOutbox(dir: string, mail: Mail): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${mail.kind}-${randomUUID()}.json`);
  await writeFile(file, JSON.stringify({ ...mail, at: new Date().toISOString() }, null, 2));
}
