import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { correos } from '../../src/db/schema.ts';
import { uniqueEmail } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const received: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), raw });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const { app, deps } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });

describe('mail over SMTP', () => {
  it('sends the welcome e-mail with a text and an HTML part through a real SMTP server', async () => {
    const email = uniqueEmail('smtp');
    const response = await app.inject({
      method: 'POST',
      url: '/api/Account',
      payload: { nombre: 'Julián Ortega', email, password: 'clave12345', aceptaTerminos: true },
    });
    expect(response.statusCode).toBe(201);
    const message = received.find((item) => item.to === email);
    expect(message).toBeDefined();
    expect(message?.raw).toMatch(/Subject: Te damos la bienvenida a Expediente Digital/);
    expect(message?.raw).toMatch(/Content-Type: text\/plain/);
    expect(message?.raw).toMatch(/Content-Type: text\/html/);
    const [stored] = await deps.db.select().from(correos).where(eq(correos.para, email));
    expect(stored.estado).toBe('enviado');
  });
});
