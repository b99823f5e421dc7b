import type { ReceivedMail } from '../mail/test-smtp-server.ts';

export interface ReceivedAttachment {
  contentType: string;
  filename: string | undefined;
  content: Buffer;
}

/**
 * The attachments of a message received by the test SMTP server (multipart/mixed, base64 parts as nodemailer
 * writes them): enough MIME to check what a patron would open, without a mail-parsing dependency.
 */
export function mailAttachments(mail: ReceivedMail): ReceivedAttachment[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.raw)?.[1];
  if (!boundary) return [];
  return mail.raw.split(`--${boundary}`).flatMap((part): ReceivedAttachment[] => {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) return [];
    const headers = part.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    const disposition = /^content-disposition:\s*attachment[^\r\n]*/im.exec(headers)?.[0];
    if (!disposition) return [];
    const body = part.slice(split + 4);
    const base64 = /^content-transfer-encoding:\s*base64/im.test(headers);
    return [
      {
        contentType: /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim() ?? '',
        filename: /filename="?([^";\r\n]+)"?/i.exec(disposition)?.[1],
        content: base64 ? Buffer.from(body.replace(/[\s-]+$/g, '').replace(/\s+/g, ''), 'base64') : Buffer.from(body),
      },
    ];
  });
}
