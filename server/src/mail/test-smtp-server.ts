import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next message that arrives (or one already received after `fromIndex`). */
  nextMessage(fromIndex?: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback for tests: the mailer talks SMTP to it like to any mail server. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async nextMessage(fromIndex = messages.length, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length <= fromIndex) {
        if (Date.now() > deadline) throw new Error('no e-mail arrived at the test SMTP server');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages[fromIndex]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The verification code in a recovery e-mail (the only run of 4 to 10 digits on its own line part). */
export function codeFromMail(mail: ReceivedMail): string {
  const decoded = mail.raw.replace(/=\r?\n/g, '');
  const match = /: (\d{4,10})\s*$/m.exec(decoded);
  if (!match) throw new Error('no code in the e-mail');
  return match[1]!;
}
