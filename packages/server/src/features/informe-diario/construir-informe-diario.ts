/** The morning e-mail of one account and day, from its change control (Tito's priority first). */
import { formatearDia, fuenteById, nombreDeRegla } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import { type InformeCaso, informeDiarioEmail } from '../../mail/templates/informe-diario.ts';
import { informeSinCambiosEmail } from '../../mail/templates/informe-sin-cambios.ts';
import type { MailMessage } from '../../mail/types.ts';
import { reglaDeLaFuente, type TerminoPendiente, terminosPendientes } from '../../terminos/index.ts';
import { asegurarCalendario } from '../cierres-judiciales/index.ts';
import {
  type CambioRow,
  ORDEN_DE_REVISION,
  presentarCambio,
  seleccionarCambios,
} from '../control-cambios/index.ts';

/** The settings page the e-mails link to. */
export const RUTA_CONFIGURACION = '/admin/NotificacionesCambio/Configuracion';
/** The night's query result (not consulted cases and why). */
export const RUTA_RESULTADO_CONSULTA = '/admin/ResultadoConsulta';
export const UNSUBSCRIBE_PURPOSE = 'cancelar-informe-diario';
const UNSUBSCRIBE_SECONDS = 60 * 60 * 24 * 365;

interface Envio extends Record<string, unknown> {
  id: number;
  id_abogado: number;
  fecha: string;
  tipo: 'cambios' | 'sinCambios';
  /** 0: the account's report of the day; else the one case this e-mail is about. */
  id_expediente: number;
}

async function enlaceCancelar(deps: AppDeps, idAbogado: number): Promise<string> {
  const token = await deps.tokens.signLink(
    { purpose: UNSUBSCRIBE_PURPOSE, subject: String(idAbogado), idAbogado },
    UNSUBSCRIBE_SECONDS,
  );
  return `${deps.appUrl}/api/InformeDiario/CancelarSuscripcion?token=${encodeURIComponent(token)}`;
}

function terminoDelCaso(termino: TerminoPendiente | undefined): InformeCaso['termino'] {
  if (!termino) return null;
  return { vencimiento: termino.vencimiento, regla: termino.regla ?? reglaDeLaFuente(termino.actuacion) };
}

export async function construirInformeDiario(
  deps: AppDeps,
  db: Executor,
  envio: Envio,
): Promise<{ to: string; message: MailMessage }> {
  const [abogado] = (
    await db.execute<{ email: string; nombre: string }>(
      sql`select email, nombre from abogados where id = ${envio.id_abogado}`,
    )
  ).rows;
  const fecha = formatearDia(envio.fecha) ?? envio.fecha;
  const cancelar = await enlaceCancelar(deps, envio.id_abogado);
  const headers = {
    'List-Unsubscribe': `<${cancelar}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  const caso = envio.id_expediente ? `-${envio.id_expediente}` : '';
  const messageId = `<informe-${envio.id_abogado}-${envio.fecha}-${envio.tipo}${caso}@expedientedigital.co>`;
  const configuracion = `${deps.appUrl}${RUTA_CONFIGURACION}`;
  if (envio.tipo === 'sinCambios') {
    // Per source, the cases watched that night and how many were consulted (the source answered:
    // consultado or privado, as the query result counts them). Closing the day records every
    // watched source it did not reach as not consulted, so the night's rows cover them all.
    const consultas = await db.execute<{ tipo_fuente: number; total: number; consultados: number }>(sql`
      select tipo_fuente, count(distinct id_expediente)::int as total,
        count(distinct id_expediente) filter (where estado in ('consultado', 'privado'))::int as consultados
      from consultas
      where id_abogado = ${envio.id_abogado} and fecha = ${envio.fecha}
      group by tipo_fuente order by tipo_fuente`);
    const message = informeSinCambiosEmail({
      nombre: abogado.nombre || abogado.email,
      fecha,
      porFuente: consultas.rows.map((row) => ({
        fuente: fuenteById(row.tipo_fuente)?.nombre ?? String(row.tipo_fuente),
        total: row.total,
        consultados: row.consultados,
      })),
      enlaceResultado: `${deps.appUrl}${RUTA_RESULTADO_CONSULTA}`,
      enlaceConfiguracion: configuracion,
      enlaceCancelar: cancelar,
    });
    return { to: abogado.email, message: { ...message, headers, messageId } };
  }
  const rows = await db.execute<CambioRow>(
    seleccionarCambios(
      sql`c.id_abogado = ${envio.id_abogado} and c.fecha = ${envio.fecha} and c.suprimido is null
        and c.tipo in ('actuacion', 'coincidencia')
        and (${envio.id_expediente}::int = 0 or c.id_expediente = ${envio.id_expediente})`,
      sql`order by ${ORDEN_DE_REVISION}`,
    ),
  );
  // The e-mail is built in the worker, outside any request: its términos need the stored closures.
  await asegurarCalendario(db);
  const cambios = rows.rows.map(presentarCambio);
  // Each case's one pending término as that morning's card shows it (terminos/termino-pendiente.ts).
  const numeros = new Map(cambios.map((cambio) => [cambio.idExpediente, cambio.numeroExpediente]));
  const terminos = await terminosPendientes(
    db,
    [...numeros].map(([id, numero]) => ({ id, numero })),
    envio.fecha,
  );
  const porCaso = new Map<number, InformeCaso>();
  for (const cambio of cambios) {
    const caso = porCaso.get(cambio.idExpediente) ?? {
      numero: cambio.numeroExpediente,
      despacho: cambio.despacho,
      demandantes: cambio.demandantes,
      demandados: cambio.demandandos,
      priorizado: false,
      enlace: `${deps.appUrl}/admin/DetalleDelExpediente/${cambio.idExpediente}?idCambio=${cambio.id}&rol=principal`,
      termino: terminoDelCaso(terminos.get(cambio.idExpediente)),
      cambios: [],
    };
    caso.priorizado ||= cambio.esPriorizadoPorTito;
    caso.cambios.push({
      descripcion: cambio.esCoincidencia
        ? `Tu parte aparece en ${cambio.descripcion ?? 'una publicación'}`
        : (cambio.descripcion ?? ''),
      fecha: cambio.fechaActuacion,
      fuentes: cambio.fuentes.map((id) => fuenteById(id)?.nombre ?? String(id)).join(', '),
      anotacion: cambio.esCoincidencia ? null : cambio.anotacion,
      razonTito: cambio.esPriorizadoPorTito ? cambio.razonDePriorizacion : null,
      reglaTito:
        cambio.esPriorizadoPorTito && cambio.reglaDePriorizacion
          ? nombreDeRegla(cambio.reglaDePriorizacion)
          : null,
    });
    porCaso.set(cambio.idExpediente, caso);
  }
  // The cases a failed source left unconsulted are told apart, not counted as changes (issue 21.2).
  const [sinConsulta] = (
    await db.execute<{ total: number }>(sql`
      select count(*)::int as total from cambios c
      where c.id_abogado = ${envio.id_abogado} and c.fecha = ${envio.fecha} and c.suprimido is null
        and c.tipo = 'noConsultado'
        and (${envio.id_expediente}::int = 0 or c.id_expediente = ${envio.id_expediente})`)
  ).rows;
  // Tito's priority first, then as found.
  const casos = [...porCaso.values()].sort((a, b) => Number(b.priorizado) - Number(a.priorizado));
  const idControl = cambios[0]?.idControl;
  const message = informeDiarioEmail({
    nombre: abogado.nombre || abogado.email,
    fecha,
    totalCambios: cambios.length,
    casos,
    noConsultados: sinConsulta?.total ?? 0,
    porCaso: envio.id_expediente !== 0,
    enlaceControl: `${deps.appUrl}/admin/ControlCambios/${idControl ?? ''}`,
    enlaceConfiguracion: configuracion,
    enlaceCancelar: cancelar,
  });
  return { to: abogado.email, message: { ...message, headers, messageId } };
}
