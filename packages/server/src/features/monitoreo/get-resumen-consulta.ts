/**
 * The lawyer's consultation summary for a day (seed 001 §3 ResumenConsultaAbogado): per case,
 * which sources were consulted, which were not, and the totals of not and partially consulted.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { consultas, expedientes } from '../../db/schema-expedientes.ts';
import { appError } from '../../http/errors.ts';

export async function getResumenConsulta(deps: AppDeps, idAbogado: number, idFecha: string) {
  const fecha = `${idFecha.slice(4, 8)}-${idFecha.slice(2, 4)}-${idFecha.slice(0, 2)}`;
  if (Number.isNaN(Date.parse(fecha))) throw appError(400, 'SolicitudInvalida');
  const rows = await deps.db
    .select()
    .from(consultas)
    .where(and(eq(consultas.idAbogado, idAbogado), eq(consultas.fecha, fecha)));
  const byCase = new Map<number, typeof rows>();
  for (const row of rows) byCase.set(row.idExpediente, [...(byCase.get(row.idExpediente) ?? []), row]);
  const ids = [...byCase.keys()];
  const cases = ids.length
    ? await deps.db
        .select()
        .from(expedientes)
        .where(and(eq(expedientes.idAbogado, idAbogado), inArray(expedientes.id, ids)))
    : [];
  const expedientesResumen = cases.map((expediente) => {
    const own = byCase.get(expediente.id) ?? [];
    const consultados = own.filter((row) => row.estado === 'consultado' || row.estado === 'privado');
    const noConsultados = own.filter((row) => !consultados.includes(row));
    return {
      idExpediente: expediente.id,
      numero: expediente.numero,
      demandantes: expediente.demandantes,
      demandados: expediente.demandados,
      estado:
        noConsultados.length === 0
          ? 'consultado'
          : consultados.length === 0
            ? 'noConsultado'
            : 'consultadoParcialmente',
      listaConsultaProcesos: consultados.map((row) => ({
        idFuente: row.tipoFuente,
        conAlerta: false,
        tipoAlerta: null,
        esProcesoPrincipal: true,
        pantallazo: null,
        fechaConsulta: row.creadoEn.toISOString(),
      })),
      listaProcesosNoConsultados: noConsultados.map((row) => ({
        idFuente: row.tipoFuente,
        motivo: row.motivo,
      })),
    };
  });
  const count = (estado: string) => expedientesResumen.filter((item) => item.estado === estado).length;
  return {
    idFecha,
    fecha,
    cantidadExpedientesConsultados: count('consultado'),
    cantidadExpedientesNoConsultados: count('noConsultado'),
    cantidadExpedientesConsultadosParcialmente: count('consultadoParcialmente'),
    expedientes: expedientesResumen,
  };
}
