/**
 * GET /api/UsuariosReferidos (seed 002 §3 'Referred user': nombre, estado, fechaEnvioInvitacion,
 * fechaCreacion, importeDescontado; §4 labels). Only the account's own invitations.
 *
 * estado (decision 0013): 'Nuevo' while the colleague has not signed up; 'Inactivo' when the
 * referred account is inactive (see cuentasInactivas); 'En prueba' during its 15-day trial;
 * 'Activo' after it.
 *
 * importeDescontado: the invoices store one discount per invoice (facturas.descuento_referidos);
 * each invoice's discount is shared among the referred clients in proportion to what each one
 * contributed in that period, so the amounts add up exactly to what was taken off.
 */
import { diaBogota, finPrueba, formatearInstante } from '@expediente/domain';
import type { UsuarioReferido } from '@expediente/domain/contrato/referidos';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { facturas, invitacionesReferidos } from '../../db/schema-facturacion.ts';
import { periodoDeCodigo } from '../facturacion/index.ts';
import {
  aportesDelPeriodo,
  cuentasInactivas,
  facturasDeReferidos,
  type ReferidoFacturado,
} from './descuento.ts';

/** Splits `total` by the weights, whole pesos, the remainder to the largest weights first. */
export function repartir(total: number, pesos: Map<number, number>): Map<number, number> {
  const suma = [...pesos.values()].reduce((a, b) => a + b, 0);
  const partes = new Map<number, number>();
  if (suma <= 0 || total <= 0) return partes;
  let asignado = 0;
  for (const [id, peso] of pesos) {
    const parte = Math.floor((total * peso) / suma);
    partes.set(id, parte);
    asignado += parte;
  }
  const porPeso = [...pesos.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  for (let i = 0; asignado < total; i = (i + 1) % porPeso.length) {
    const id = porPeso[i][0];
    partes.set(id, (partes.get(id) ?? 0) + 1);
    asignado += 1;
  }
  return partes;
}

async function importesDescontados(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  referidos: ReferidoFacturado[],
): Promise<Map<number, number>> {
  const importes = new Map<number, number>();
  if (referidos.length === 0) return importes;
  const conDescuento = await deps.db
    .select({ codigo: facturas.codigoFactura, descuento: facturas.descuentoReferidos })
    .from(facturas)
    .where(and(eq(facturas.idAbogado, idAbogado), gt(facturas.descuentoReferidos, 0)));
  if (conDescuento.length === 0) return importes;
  const facturasReferidos = await facturasDeReferidos(
    deps,
    referidos.map((referido) => referido.idReferido),
  );
  for (const factura of conDescuento) {
    const periodo = periodoDeCodigo(factura.codigo);
    if (!periodo) continue;
    const partes = repartir(factura.descuento, aportesDelPeriodo(periodo, referidos, facturasReferidos));
    for (const [id, parte] of partes) importes.set(id, (importes.get(id) ?? 0) + parte);
  }
  return importes;
}

export async function listarReferidos(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  ahora: Date = new Date(),
): Promise<UsuarioReferido[]> {
  const rows = await deps.db
    .select({
      id: invitacionesReferidos.id,
      tipo: invitacionesReferidos.tipo,
      correoReferido: invitacionesReferidos.correoReferido,
      nombreReferido: invitacionesReferidos.nombreReferido,
      enviadaEn: invitacionesReferidos.enviadaEn,
      idReferido: abogados.id,
      nombreCuenta: abogados.nombre,
      apellidoCuenta: abogados.apellido,
      creadoEn: abogados.creadoEn,
    })
    .from(invitacionesReferidos)
    .leftJoin(abogados, eq(abogados.id, invitacionesReferidos.idAbogadoReferido))
    .where(eq(invitacionesReferidos.idAbogado, idAbogado))
    .orderBy(asc(invitacionesReferidos.enviadaEn), asc(invitacionesReferidos.id));
  const referidos = rows.flatMap((row) =>
    row.idReferido != null && row.creadoEn
      ? [{ idReferido: row.idReferido, registro: diaBogota(row.creadoEn) }]
      : [],
  );
  const inactivas = await cuentasInactivas(
    deps,
    referidos.map((referido) => referido.idReferido),
    diaBogota(ahora),
  );
  const importes = await importesDescontados(deps, idAbogado, referidos);
  return rows.map((row) => {
    const registrado = row.idReferido != null && row.creadoEn != null;
    const estado = !registrado
      ? 'Nuevo'
      : inactivas.has(row.idReferido as number)
        ? 'Inactivo'
        : finPrueba(row.creadoEn as Date) > ahora
          ? 'En prueba'
          : 'Activo';
    const nombreCuenta = `${row.nombreCuenta ?? ''} ${row.apellidoCuenta ?? ''}`.trim();
    return {
      id: row.id,
      tipo: row.tipo,
      correoReferido: row.correoReferido,
      nombre: (registrado && nombreCuenta) || row.nombreReferido || row.correoReferido,
      estado,
      fechaEnvioInvitacion: formatearInstante(row.enviadaEn),
      fechaCreacion: registrado ? formatearInstante(row.creadoEn as Date) : null,
      importeDescontado: registrado ? (importes.get(row.idReferido as number) ?? 0) : 0,
    };
  });
}
