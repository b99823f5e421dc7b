import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

const nodemailerAttachments = (message: MailMessage) =>
  message.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content) }));

/** Sends e-mail. A small port so use-cases do not know about SMTP (STYLE.md: side effects behind interfaces). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerLog {
  info(details: object, message: string): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it, messages are written as .eml files to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: MailerLog;
  /** Names the outbox files; the app's clock. */
  now?: () => Date;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message becomes an .eml file in
 * DATA_DIR/outbox (a development or demo install has no mail server). Logs say where a message
 * went, never its body: recovery e-mails carry codes.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: nodemailerAttachments(message),
        });
        options.log.info({ messageId: info.messageId, recipients: message.to.length }, 'e-mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: nodemailerAttachments(message),
      });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${(options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ file, recipients: message.to.length }, 'e-mail written to the outbox (SMTP_URL is not set)');
    },
  };
}
