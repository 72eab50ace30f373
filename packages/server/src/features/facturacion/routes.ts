/**
 * Billing routes (seed 002 §7): the lawyer's invoices that are due soon or overdue, every invoice of
 * the account (the profile's list), and the administrator's 'issue now' of the monthly invoices.
 */
import {
  emitirFacturasBody,
  emitirFacturasReply,
  facturasCuentaReply,
  facturasReply,
} from '@expediente/domain/contrato/facturacion';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { requireSession } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { emitirFacturasMensuales } from './facturas-mensuales.ts';
import { listarFacturasCuenta, listarFacturasProximasAVencer } from './facturas-proximas.ts';

export async function registerFacturacionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.tokens);

  api.get(
    '/api/FacturasProximasAVencer',
    { preHandler: session, schema: { tags: ['facturacion'], response: { 200: facturasReply } } },
    (request) => listarFacturasProximasAVencer(deps, request.session.idAbogado),
  );

  api.get(
    '/api/Facturas',
    { preHandler: session, schema: { tags: ['facturacion'], response: { 200: facturasCuentaReply } } },
    (request) => listarFacturasCuenta(deps, request.session.idAbogado),
  );

  // The daily job's work on demand (demo, support): administrators only.
  api.post(
    '/api/Facturacion/EmitirFacturas',
    {
      preHandler: session,
      schema: { tags: ['facturacion'], body: emitirFacturasBody, response: { 200: emitirFacturasReply } },
    },
    async (request) => {
      const [usuario] = await deps.db
        .select({ esAdministrador: abogados.esAdministrador })
        .from(abogados)
        .where(eq(abogados.id, request.session.idUsuario));
      if (!usuario?.esAdministrador) throw appError(403, 'SinPermisos');
      const emitidas = await emitirFacturasMensuales(deps, request.body?.fecha ?? (await deps.clock.today()));
      return {
        emitidas: emitidas.map((f) => ({ codigoFactura: f.codigoFactura, totalFactura: f.totalFactura })),
      };
    },
  );
}
