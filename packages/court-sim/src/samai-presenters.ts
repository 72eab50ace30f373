/**
 * samaicore's JSON shapes, as recorded from the real API (sources.md §1.4, corrected; the recordings
 * are packages/server/src/sources/samai/fixtures/): ObtenerDatosProcesoGet answers an envelope whose
 * actuaciones carry their Documentos (with FUNCHASH), HistorialActuaciones items have no Documentos
 * key at all, and EntidadRadicadora is a 12-digit court code.
 */
import { createHash } from 'node:crypto';
import type { ActuacionSimulada } from './actuaciones.ts';
import { toIso } from './dates.ts';
import { plainName } from './names.ts';
import type { ProcesoSimulado } from './proceso.ts';

const MESES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function corporacionOf(proceso: ProcesoSimulado): string {
  if (proceso.despacho.entidad === '03') return '1100103';
  return proceso.despacho.codigo.slice(0, 7);
}

function timestamp(day: number, minute: number): string {
  return `${toIso(day)}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
}

/** SQL Server's legacy style 100, as samaicore sends it: " Mar 19 2026  4:31PM" (day and hour space-padded). */
function sqlServerDate(day: number, minute: number): string {
  const iso = toIso(day);
  const hour = Math.floor(minute / 60);
  const hour12 = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, ' ');
  const dayOfMonth = String(Number(iso.slice(8, 10))).padStart(2, ' ');
  const month = MESES[Number(iso.slice(5, 7)) - 1];
  return ` ${month} ${dayOfMonth} ${iso.slice(0, 4)} ${hour12}:${String(minute % 60).padStart(2, '0')}${hour < 12 ? 'AM' : 'PM'}`;
}

/** A 64-hex download key, stable for the same document. */
export function funchashOf(proceso: ProcesoSimulado, consActuacion: number): string {
  return createHash('sha256')
    .update(`${proceso.radicado}:${corporacionOf(proceso)}:${consActuacion}`)
    .digest('hex')
    .toUpperCase();
}

function presentDocumento(proceso: ProcesoSimulado, actuacion: ActuacionSimulada) {
  const corporacion = corporacionOf(proceso);
  const orden = String(actuacion.consActuacion).padStart(3, '0');
  const nombre = `${orden}_${actuacion.actuacion.replace(/[^A-Za-z]/g, '').slice(0, 12)}_${proceso.radicado.slice(9)}`;
  return {
    physicalLocation: 'Electrónico',
    creationDate: timestamp(actuacion.fechaRegistro, actuacion.minutoRegistro),
    Cuaderno: 'Cuaderno principal',
    TIPODOCUMENTAL: '',
    nombreActuacion: actuacion.actuacion,
    CONSACTU: actuacion.consActuacion,
    A121DESCDOCU: nombre.replaceAll('_', ''),
    comment: `${nombre.replaceAll('_', '')} Índice: ${actuacion.consActuacion}`,
    ORDENDOCU: orden,
    NOMBDOCU: nombre,
    NombreCompletoArchivo: `${nombre}.pdf`,
    NombreCompletoArchivoReal: `${nombre}.pdf`,
    A121TIPODOCU: 'P',
    RutaArchivoLocal: '',
    contenedorBlob: corporacion,
    CorpRegDocA121IDCORPREGI: corporacion,
    CorporacionRegistraProceso: corporacion,
    FUNCHASH: funchashOf(proceso, actuacion.consActuacion),
    documentTracker: '',
    BORRORIG: 'O',
    A121SIZEKB: 40 + (actuacion.consActuacion % 300),
    QUIENFIRMA: 'Ponente',
    contenedorArchivoAnexoEnBlob: null,
    nombreArchivoAnexoEnBlob: null,
    A121INSTACUADMIGRAP2: '',
    CantidadFirmantes: 0,
    Validado: true,
    mensajeValidacion: null,
    ArchivoEnNube: 'True',
    ArchivoDisponible: null,
    Firmantes: [],
  };
}

/** A HistorialActuaciones item: no Documentos key, whatever CantidadDocumentos says. */
export function presentHistorialItem(proceso: ProcesoSimulado, actuacion: ActuacionSimulada) {
  return {
    A110LLAVPROC: proceso.radicado,
    Orden: actuacion.consActuacion,
    CodiActuacion: String(actuacion.codigo).padStart(8, '0'),
    Indice: actuacion.consActuacion,
    Registro: timestamp(actuacion.fechaRegistro, actuacion.minutoRegistro),
    Actuacion: `${toIso(actuacion.fechaActuacion)}T00:00:00`,
    NombreActuacion: actuacion.actuacion,
    ActuacionEnProceso: actuacion.actuacion.toUpperCase(),
    Anotacion: actuacion.anotacion,
    Estado: 'REGISTRADA',
    CodigoDecision: actuacion.esAuto ? '' : null,
    DescripcionDecision: null,
    CantidadDocumentos: actuacion.conDocumentos ? 1 : 0,
    SIERJU: [],
  };
}

/** The same item inside ObtenerDatosProcesoGet, with its documents. */
function presentActuacionConDocumentos(proceso: ProcesoSimulado, actuacion: ActuacionSimulada) {
  return {
    ...presentHistorialItem(proceso, actuacion),
    Documentos: actuacion.conDocumentos ? [presentDocumento(proceso, actuacion)] : [],
  };
}

/** ObtenerDatosProcesoGet's envelope; `actuaciones` is oldest first (consActuacion 1..n) as given. */
export function presentDatosProceso(proceso: ProcesoSimulado, actuaciones: ActuacionSimulada[]) {
  const ultima = actuaciones.at(-1);
  const newestFirst = [...actuaciones].reverse();
  return {
    proceso: {
      radicado: proceso.radicado,
      Instancia: proceso.index === 0 ? '0001' : '0002',
      DescripcionInstancia: proceso.index === 0 ? 'Primera Instancia' : 'Segunda Instancia',
      Interno: proceso.clase.contenidoRadicacion,
      FECHAPROC: `${toIso(proceso.startDay)}T00:00:00`,
      FECHREGI: `${toIso(proceso.startDay)}T00:00:00`,
      cityCode: proceso.despacho.municipio,
      cityName: `${proceso.despacho.ciudad} (${proceso.despacho.departamento})`,
      CodigoProceso: String(3000 + proceso.clase.claseProceso.length),
      tipoProceso: proceso.clase.tipoProceso,
      CodigoClase: String(proceso.clase.claseProceso.length).padStart(4, '0'),
      CodEspecialidad: proceso.despacho.entidad,
      CodNuenRadi: '000',
      // The court that filed the case (the radicado's first 12 digits), as a code: never a name.
      EntidadRadicadora: proceso.radicado.slice(0, 12),
      seriesCode: null,
      subSeriesCode: null,
      claseProceso: proceso.clase.claseProceso.toUpperCase(),
      claseProcesoComplemento1: '',
      claseProcesoComplemento2: '',
      Seccion: proceso.despacho.nombreEntidad,
      NombreSalaDecision: proceso.despacho.nombreEntidad,
      CodigoSalaDecision: proceso.despacho.especialidad,
      NombreSalaRadicacion: proceso.despacho.nombreEntidad,
      SubSeccion: '',
      CodigoPonente: String(proceso.idProceso % 10_000),
      Ponente: proceso.ponente || proceso.despacho.nombre,
      CodDespacho: proceso.despacho.codigo,
      IdSeccion: proceso.despacho.especialidad,
      NaturalezaProceso: 'Sin Naturaleza',
      Vigente: 'SI',
      // samaicore prefixes both with a space.
      Actor: ` ${proceso.demandantes.map(plainName).join(', ')}`,
      Demandado: ` ${proceso.demandados.map(plainName).join(', ')}`,
      UltimaActuacionSecretariaFechas: ultima ? ` ${toIso(ultima.fechaRegistro)}` : null,
      UltimaActuacionSecretariaDescripciones: ultima ? ' POR NOTIFICAR' : null,
      UltimaActuacionDespachoFecha: ultima
        ? sqlServerDate(ultima.fechaRegistro, ultima.minutoRegistro)
        : null,
      UltimaActuacionDespachoDescripcion: ultima ? ` ${ultima.actuacion}` : null,
      UltimaActuacionDespachoAnotacion: ultima ? ` ${ultima.anotacion ?? ''}` : null,
      ProcesoArchivado: 'NO',
      FechaFinalizacionProceso: null,
      CodigoEtapa: 52989,
      Etapa: 'Admisión',
    },
    cantidadDocumentos: actuaciones.filter((actuacion) => actuacion.conDocumentos).length,
    cantidadActuaciones: actuaciones.length,
    actuaciones: newestFirst.map((actuacion) => presentActuacionConDocumentos(proceso, actuacion)),
    auditoria: {},
  };
}
