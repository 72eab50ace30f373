/**
 * Completing not-found cases by hand (seed 000 §2 'Completar informacion', §5 format check): each
 * row becomes a case watched in the chosen publication sources (SIUGJ and/or Publicaciones Procesales).
 */
import type { FuenteId } from '@expediente/domain';
import { manualBody } from '@expediente/domain/contrato/registro';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { expedientes, procesosACargar } from '../../db/schema-expedientes.ts';
import { publishEvent } from '../../events/publish.ts';
import { appError } from '../../http/errors.ts';
import { encolarTodas, exigirCupoProcesos } from '../expedientes/index.ts';
import { registrarFilaDeFuente, reservarConsultas } from '../fuentes/index.ts';
import { buscarCargaPropia, listarProcesosDeCarga, presentarProcesoDeCarga } from './presentar-carga.ts';

const SITIOS: Record<string, FuenteId> = { SIUGJ: 5, PublicacionesProcesales: 6 };

/** Validated here (not by the route schema) so a bad shape answers the seed's own message. */
export function leerCuerpoManual(body: unknown) {
  const parsed = manualBody.safeParse(body);
  if (!parsed.success) throw appError(400, 'ErrorFormatoInformacion');
  return parsed.data;
}

export async function registrarAMano(deps: AppDeps, idAbogado: number, idRegistro: number, body: unknown) {
  const rows = leerCuerpoManual(body);
  await buscarCargaPropia(deps.db, idAbogado, idRegistro);
  const created = await deps.db.transaction(async (tx) => {
    // Not-found radicados hold no slot of the account's limit: those that become cases take one now.
    const numeros = [...new Set(rows.map((row) => row.numProceso.trim()))];
    const existentes = await tx
      .select({ numero: expedientes.numero })
      .from(expedientes)
      .where(and(eq(expedientes.idAbogado, idAbogado), inArray(expedientes.numero, numeros)));
    await exigirCupoProcesos(tx, idAbogado, numeros.length - existentes.length);
    await reservarConsultas(
      tx,
      idAbogado,
      rows.reduce((total, row) => total + row.informacionFuenteDondeSeConsulta.length, 0),
    );
    const sources: { id: number; tipoFuente: FuenteId }[] = [];
    for (const row of rows) {
      const [item] = await tx
        .select()
        .from(procesosACargar)
        .where(
          and(
            eq(procesosACargar.id, Number(row.idProcesoAcargar)),
            eq(procesosACargar.idRegistroAutomatico, idRegistro),
            eq(procesosACargar.idAbogado, idAbogado),
          ),
        )
        .for('update');
      if (!item || item.numeroProceso !== row.numProceso.trim())
        throw appError(403, 'SinPermisosRegistroManual');
      await tx
        .insert(expedientes)
        .values({
          idAbogado,
          numero: item.numeroProceso,
          demandantes: row.demandante,
          demandados: row.demandado,
        })
        .onConflictDoNothing();
      const [expediente] = await tx
        .select({ id: expedientes.id })
        .from(expedientes)
        .where(and(eq(expedientes.idAbogado, idAbogado), eq(expedientes.numero, item.numeroProceso)));
      const informacion = [];
      for (const fuente of row.informacionFuenteDondeSeConsulta) {
        const tipoFuente = SITIOS[fuente.sitioWebDondeSeConsulta];
        const id = await registrarFilaDeFuente(tx, {
          idAbogado,
          idExpediente: expediente.id,
          tipoFuente,
          parametros: {
            idJuzgado: fuente.idJuzgado,
            demandante: row.demandante,
            demandado: row.demandado,
            sitioWebDondeSeConsulta: fuente.sitioWebDondeSeConsulta,
          },
        });
        sources.push({ id, tipoFuente });
        informacion.push({
          idFuente: tipoFuente,
          estadoRegistroProceso: 'Registrando',
          esInformacionManual: true,
        });
      }
      await tx
        .update(procesosACargar)
        .set({
          estado: 'Registrado',
          idExpediente: expediente.id,
          informacionProcesoEnFuente: informacion,
          actualizadoEn: new Date(),
        })
        .where(eq(procesosACargar.id, item.id));
      await publishEvent(tx, idAbogado, 'NuevoProceso', {
        idExpediente: expediente.id,
        numero: item.numeroProceso,
      });
      await publishEvent(tx, idAbogado, 'ActualizacionProcesoACargar', {
        idRegistroAutomatico: idRegistro,
        idProcesoACargar: item.id,
        estado: 'Registrado',
      });
    }
    return sources;
  });
  await encolarTodas(deps, created);
  return (await listarProcesosDeCarga(deps.db, idAbogado, idRegistro)).map(presentarProcesoDeCarga);
}
