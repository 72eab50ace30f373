/**
 * Development mailbox: without SMTP, sent mail is kept in the database and listed here.
 * Not registered in production.
 */
import { formatearFechaHora } from '@expediente/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { correos } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { escapeHtml } from '../../mail/templates/layout.ts';

export async function registerDevMailbox(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/dev/correos', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await deps.db
      .select({
        id: correos.id,
        para: correos.para,
        asunto: correos.asunto,
        estado: correos.estado,
        creadoEn: correos.creadoEn,
      })
      .from(correos)
      .orderBy(desc(correos.id))
      .limit(200);
    const items = rows
      .map(
        (row) =>
          `<tr><td>${formatearFechaHora(row.creadoEn)}</td><td>${escapeHtml(row.para)}</td>` +
          `<td><a href="/dev/correos/${row.id}">${escapeHtml(row.asunto)}</a></td><td>${row.estado}</td></tr>`,
      )
      .join('');
    const body = rows.length ? items : '<tr><td colspan="4">Aún no se han enviado correos.</td></tr>';
    return reply.type('text/html; charset=utf-8').send(
      `<!doctype html><html lang="es-CO"><head><meta charset="utf-8"><title>Buzón de desarrollo</title>
<style>body{font-family:Arial,sans-serif;margin:24px}td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left}</style></head>
<body><h1>Buzón de desarrollo</h1><p>Correos guardados porque no hay SMTP configurado (SMTP_URL).</p>
<table><thead><tr><th>Fecha</th><th>Para</th><th>Asunto</th><th>Estado</th></tr></thead><tbody>${body}</tbody></table></body></html>`,
    );
  });
  api.get(
    '/dev/correos/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int() }) } },
    async (request, reply) => {
      const [row] = await deps.db.select().from(correos).where(eq(correos.id, request.params.id));
      if (!row) throw notFound();
      return reply.type('text/html; charset=utf-8').send(row.html);
    },
  );
}
