/** PUT /Expedientes/{id}/ProcesosEnFuente/{source}/Activar and …/Desactivar (seed 000 §5, §7, §8). */
import type { FuenteId } from '@expediente/domain';
import {
  type ActivationPath,
  type activationBody,
  DEACTIVATION_PATHS,
  type DeactivationPath,
} from '@expediente/domain/contrato/fuentes';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { expedientes, procesosEnFuente } from '../../db/schema-expedientes.ts';
import { publishEvent } from '../../events/publish.ts';
import { appError } from '../../http/errors.ts';
import { fuenteDeSitio } from './rutas-de-fuente.ts';
import { solicitarActivacion } from './solicitar-activacion.ts';

type Body = NonNullable<z.infer<typeof activationBody>>;

/** The fixed party value of the tribunals' Publicaciones Procesales states (web source-form.ts). */
const VALOR_FIJO_PARTES = 'NO APLICA';

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value).trim());

/** The fields each source needs, in the seed's table; missing ones answer 400. */
function parametersFor(
  path: ActivationPath,
  body: Body,
): { tipoFuente: FuenteId; parametros: Record<string, string> } {
  const required = (parametros: Record<string, string>) => {
    if (Object.values(parametros).some((value) => value.length === 0))
      throw appError(400, 'CamposFuenteObligatorios');
    return parametros;
  };
  switch (path) {
    case 'Unificada':
      return { tipoFuente: 2, parametros: {} };
    case 'Tyba':
      return { tipoFuente: 1, parametros: {} };
    case 'Samai':
      return { tipoFuente: 4, parametros: required({ entidad: text(body.Entidad) }) };
    case 'Rama':
      return {
        tipoFuente: 0,
        parametros: required({ idCiudad: text(body.idCiudad), idCorporacion: text(body.idCorporacion) }),
      };
    case 'EstadosElectronicos': {
      const parametros = required({
        demandante: text(body.demandante),
        demandado: text(body.demandado),
        idJuzgado: text(body.idJuzgado),
      });
      return { tipoFuente: fuenteDeSitio(body.sitioWebDondeSeConsulta), parametros };
    }
  }
}

async function ownExpediente(deps: AppDeps, idAbogado: number, idExpediente: number) {
  const [expediente] = await deps.db
    .select({ id: expedientes.id, numero: expedientes.numero })
    .from(expedientes)
    .where(and(eq(expedientes.id, idExpediente), eq(expedientes.idAbogado, idAbogado)));
  if (!expediente) throw appError(404, 'ExpedienteNoEncontrado');
  return expediente;
}

export async function solicitarActivacionDeFuente(
  deps: AppDeps,
  idAbogado: number,
  idExpediente: number,
  path: ActivationPath,
  body: Body,
) {
  const expediente = await ownExpediente(deps, idAbogado, idExpediente);
  const numero = text(body.numero ?? body.Numero ?? body.numProceso);
  if (numero && numero !== expediente.numero) throw appError(400, 'RadicadoInvalido');
  const [abogado] = await deps.db
    .select({ funcionalidades: abogados.funcionalidades })
    .from(abogados)
    .where(eq(abogados.id, idAbogado));
  if (abogado?.funcionalidades.facturasVencidas) throw appError(403, 'ConsultasDeshabilitadas');
  const { tipoFuente, parametros } = parametersFor(path, body);
  const idProcesoEnFuente = await solicitarActivacion(deps, {
    idAbogado,
    idExpediente,
    tipoFuente,
    parametros,
  });
  await keepParties(deps, idAbogado, idExpediente, parametros);
  return { idProcesoEnFuente, tipoFuente, estado: 0 };
}

/**
 * The parties typed for a source the states are read by become the case's when it had none, so the
 * card shows them and the next source's activation dialog starts from them (issue 21, item 13).
 * A tribunal's fixed 'NO APLICA' is not a party.
 */
async function keepParties(
  deps: AppDeps,
  idAbogado: number,
  idExpediente: number,
  parametros: Record<string, string>,
) {
  const parte = (valor: string | undefined) => (valor && valor !== VALOR_FIJO_PARTES ? valor : null);
  const demandante = parte(parametros.demandante);
  const demandado = parte(parametros.demandado);
  if (!demandante && !demandado) return;
  await deps.db
    .update(expedientes)
    .set({
      demandantes: sql`coalesce(nullif(${expedientes.demandantes}, ''), ${demandante})`,
      demandados: sql`coalesce(nullif(${expedientes.demandados}, ''), ${demandado})`,
    })
    .where(and(eq(expedientes.id, idExpediente), eq(expedientes.idAbogado, idAbogado)));
}

export async function desactivarFuente(
  deps: AppDeps,
  idAbogado: number,
  idExpediente: number,
  path: DeactivationPath,
) {
  await ownExpediente(deps, idAbogado, idExpediente);
  const tipoFuente = DEACTIVATION_PATHS[path];
  return deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(procesosEnFuente)
      .set({ activo: false })
      .where(
        and(
          eq(procesosEnFuente.idExpediente, idExpediente),
          eq(procesosEnFuente.idAbogado, idAbogado),
          eq(procesosEnFuente.tipoFuente, tipoFuente),
          eq(procesosEnFuente.activo, true),
        ),
      )
      .returning({ id: procesosEnFuente.id, estado: procesosEnFuente.estado });
    if (updated.length === 0) throw appError(404, 'FuenteNoActiva');
    await publishEvent(tx, idAbogado, 'ActualizacionFuente', {
      idExpediente,
      tipoFuente,
      estado: updated[0].estado,
    });
    return { message: 'Fuente de consulta desactivada correctamente' };
  });
}
