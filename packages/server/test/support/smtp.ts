/** A real SMTP server on loopback for the mail tests: it keeps every raw message it accepts. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  to: string;
  raw: string;
}

/**
 * Starts it for the test file; `refuse()` true makes it answer 451 to every recipient; `port`
 * listens on a given port (0: any free one).
 */
export async function startSmtpServer(options: { refuse?: () => boolean; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuse?.())
        return callback(Object.assign(new Error('Servicio no disponible'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  // A client killed mid-conversation resets its socket: expected in the worker-kill tests.
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(options.port ?? 0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return { port: (smtp.server.address() as AddressInfo).port, received };
}

/** The Subject header of a raw message, unfolded and with its RFC 2047 encoded words decoded. */
export function subjectOf(raw: string): string {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]/g, ' ');
  const value = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes);
    });
}
