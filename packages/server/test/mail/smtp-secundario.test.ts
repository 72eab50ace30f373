/**
 * The second relay (SMTP_URL_SECUNDARIO): a message the primary refuses without accepting it goes
 * out through the secondary; one the primary refuses for good (5xx) does not; while the primary is
 * paused the secondary goes first; with both down the send fails and the outbox retries it.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, MailDeliveryError, PRIMARIO_EN_PAUSA_MS } from '../../src/mail/sender.ts';
import type { MailMessage } from '../../src/mail/types.ts';

interface Relay {
  url: string;
  received: string[];
  /** 'acepta', 'temporal' (451 to every recipient) or 'permanente' (550). */
  modo: 'acepta' | 'temporal' | 'permanente';
  close(): Promise<void>;
}

async function relay(): Promise<Relay> {
  const state: Relay = { url: '', received: [], modo: 'acepta', close: async () => {} };
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (state.modo === 'acepta') return callback();
      const error = Object.assign(new Error(state.modo === 'temporal' ? 'Intente luego' : 'No existe'), {
        responseCode: state.modo === 'temporal' ? 451 : 550,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        state.received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','));
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}?pool=false`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

const message = (asunto: string): MailMessage => ({
  subject: asunto,
  text: 'Cuerpo',
  html: '<p>Cuerpo</p>',
  template: 'prueba',
});

const primario = await relay();
const secundario = await relay();
afterAll(async () => {
  await primario.close();
  await secundario.close();
});

describe('the secondary SMTP relay', () => {
  it('delivers through the secondary what the primary refuses for now, then sends there first while the primary is paused', async () => {
    let ahora = 1_000_000;
    const mailer = createMailer({
      smtpUrl: primario.url,
      smtpUrlSecundario: secundario.url,
      from: 'Pruebas <pruebas@expedientedigital.co>',
      now: () => ahora,
    });
    try {
      expect(await mailer.deliver('uno@pruebas.co', message('uno'))).toBe('enviado');
      expect(primario.received).toEqual(['uno@pruebas.co']);

      primario.modo = 'temporal';
      expect(await mailer.deliver('dos@pruebas.co', message('dos'))).toBe('enviado');
      expect(secundario.received).toEqual(['dos@pruebas.co']);

      // The primary is back, but within the pause the secondary goes first.
      primario.modo = 'acepta';
      await mailer.deliver('tres@pruebas.co', message('tres'));
      expect(secundario.received).toEqual(['dos@pruebas.co', 'tres@pruebas.co']);
      ahora += PRIMARIO_EN_PAUSA_MS + 1;
      await mailer.deliver('cuatro@pruebas.co', message('cuatro'));
      expect(primario.received).toEqual(['uno@pruebas.co', 'cuatro@pruebas.co']);
    } finally {
      mailer.close();
      primario.modo = 'acepta';
    }
  });

  it('does not retry elsewhere a permanent refusal, and fails when both relays refuse', async () => {
    const mailer = createMailer({
      smtpUrl: primario.url,
      smtpUrlSecundario: secundario.url,
      from: 'Pruebas <pruebas@expedientedigital.co>',
    });
    const antes = secundario.received.length;
    try {
      primario.modo = 'permanente';
      const permanente = await mailer.deliver('cinco@pruebas.co', message('cinco')).catch((error) => error);
      expect(permanente).toBeInstanceOf(MailDeliveryError);
      expect(permanente.permanent).toBe(true);
      expect(secundario.received.length).toBe(antes);

      primario.modo = 'temporal';
      secundario.modo = 'temporal';
      const ambos = await mailer.deliver('seis@pruebas.co', message('seis')).catch((error) => error);
      expect(ambos).toBeInstanceOf(MailDeliveryError);
      expect(ambos.permanent).toBe(false);
      expect(secundario.received.length).toBe(antes);
    } finally {
      mailer.close();
      primario.modo = 'acepta';
      secundario.modo = 'acepta';
    }
  });

  it('reaches the secondary when the primary does not even answer connections', async () => {
    const cerrado = await relay();
    await cerrado.close();
    const mailer = createMailer({
      smtpUrl: cerrado.url,
      smtpUrlSecundario: secundario.url,
      from: 'Pruebas <pruebas@expedientedigital.co>',
    });
    try {
      expect(await mailer.deliver('siete@pruebas.co', message('siete'))).toBe('enviado');
      expect(secundario.received).toContain('siete@pruebas.co');
    } finally {
      mailer.close();
    }
  });
});
