import nodemailer from 'nodemailer';
import { logger } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through the SMTP server at `smtpUrl` (nodemailer); without one, writes each mail, links
 * included, to the server log so a developer can follow them.
 */
export function createMailer(smtpUrl: string | null, from: string): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        logger.info('mail not sent (SMTP_URL is not set); its text follows', {
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
