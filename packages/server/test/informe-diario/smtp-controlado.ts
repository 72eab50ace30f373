/**
 * An SMTP server for the sender's guarantees: it can refuse a recipient with a given code (451
 * temporary, 550 permanent) and hold a message's DATA answer until the test releases it (a slow
 * server, to let a claim's lease run out mid-send).
 */
import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';
import type { ReceivedMail } from '../support/smtp.ts';

export interface ControlledSmtp {
  port: number;
  received: ReceivedMail[];
  /** Answer for every RCPT: null accepts. */
  rcptCode: number | null;
  /** While set, each DATA waits for this promise before the server answers 250. */
  hold: Promise<void> | null;
  /** Called when a held message's data has arrived (before the answer). */
  onHeld: (() => void) | null;
}

export async function startControlledSmtp(): Promise<ControlledSmtp> {
  const state: ControlledSmtp = { port: 0, received: [], rcptCode: null, hold: null, onHeld: null };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.rcptCode !== null)
        return callback(
          Object.assign(new Error(state.rcptCode >= 500 ? 'Buzón inexistente' : 'Intente más tarde'), {
            responseCode: state.rcptCode,
          }),
        );
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const hold = state.hold;
        if (hold) {
          state.onHeld?.();
          await hold;
        }
        state.received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  state.port = (smtp.server.address() as AddressInfo).port;
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return state;
}

/** A server that accepts connections and never says a word (no greeting). */
export async function startSilentServer(): Promise<number> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return (server.address() as AddressInfo).port;
}

export const messageIdOf = (raw: string) => /^Message-ID: (.*)$/im.exec(raw)?.[1] ?? '';

/** A raw part's text, quoted-printable or base64 decoded, with LF line ends. */
export function partOf(raw: string, type: 'text/plain' | 'text/html'): string {
  return decodePart(raw, type).replace(/\r\n/g, '\n');
}

function decodePart(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return '';
  const headEnd = raw.indexOf('\r\n\r\n', start);
  const head = raw.slice(start, headEnd);
  const boundary = raw.indexOf('\r\n--', headEnd + 4);
  const body = raw.slice(headEnd + 4, boundary < 0 ? undefined : boundary);
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
    return Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return Buffer.from(body, 'latin1').toString('utf8');
}
