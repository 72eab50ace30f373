/** Changes and controls as the API answers them, for the component tests of the change control. */

import type {
  Cambio,
  CambioActualizado,
  CambioDetalle,
  ControlCambiosDia,
  NavegacionCambio,
} from '@expediente/domain/contrato/control-cambios';
import type { Expediente } from '@expediente/domain/contrato/expedientes';

export function unCambio(parcial: Partial<Cambio> = {}): Cambio {
  return {
    id: 11,
    idControl: 7,
    idFecha: 20261126,
    estado: 0,
    tipoCambio: 0,
    esImportante: null,
    esPriorizadoPorTito: false,
    razonDePriorizacion: null,
    reglaDePriorizacion: null,
    borradorConclusion: null,
    detalleUltimoCambio: 'Auto admite demanda',
    conclusion: null,
    cantidadDocumentosAdjuntos: 0,
    fuente: 0,
    fuentes: [0],
    esCoincidencia: false,
    certeza: null,
    descripcion: 'Auto admite demanda',
    anotacion: null,
    fechaActuacion: '25/11/2026',
    fechaFinalizaTermino: null,
    terminoCalculado: null,
    fechaActualizacion: null,
    fechaRevisado: null,
    motivo: null,
    sinCambioDesde: null,
    numeroExpediente: '11001310300120230012300',
    idExpediente: 5,
    demandantes: 'Ana Pérez',
    demandandos: 'Constructora Andina S.A.S.',
    despacho: null,
    ultimaActuacion: null,
    fechaUltimoCambio: null,
    etapaProcesal: null,
    ...parcial,
  };
}

export function unCambioDetalle(parcial: Partial<CambioDetalle> = {}): CambioDetalle {
  return { ...unCambio(parcial), importante: null, documentosAnexos: [], ...parcial };
}

export function unControl(parcial: Partial<ControlCambiosDia> = {}): ControlCambiosDia {
  return {
    id: 7,
    idFecha: 20261126,
    fecha: '26/11/2026',
    totalCambios: 3,
    totalCambiosRevisados: 0,
    totalCambiosFinalizados: 0,
    haCompartidoInforme: false,
    pendientesCambiosDelDia: 3,
    pendientesProcesosSinCambios: 0,
    totalCambiosDelDia: 3,
    totalProcesosSinCambios: 0,
    totalNoConsultados: 0,
    totalImportantes: 0,
    importantesRevisados: 0,
    ultimaRevision: null,
    ...parcial,
  };
}

export function unaNavegacion(parcial: Partial<NavegacionCambio> = {}): NavegacionCambio {
  return {
    indexActual: 2,
    totalCambios: 3,
    anterior: { idExpediente: 4, idCambio: 10 },
    siguiente: { idExpediente: 6, idCambio: 12 },
    ...parcial,
  };
}

export function actualizado(cambio: Cambio, control = unControl()): CambioActualizado {
  return { cambio, control, revisionCompletada: false, informeEnviadoA: null };
}

export function unExpediente(parcial: Partial<Expediente> = {}): Expediente {
  return {
    id: 5,
    numero: '11001310300120230012300',
    etiqueta: null,
    resumen: null,
    idEtapaProcesal: null,
    despacho: null,
    clase: null,
    ciudad: null,
    corporacion: null,
    demandantes: 'Ana Pérez',
    demandados: 'Constructora Andina S.A.S.',
    creadoPorCambioEntidad: false,
    procesosEnFuentesDatos: [],
    fuenteUltimoCambio: null,
    tieneCambioEnFuente: false,
    fechaUltimoCambioFuenteStr: null,
    tieneTerminoEnFuente: false,
    fechaTerminoEnFuenteStr: null,
    idAbogado: 1,
    juezEncargado: null,
    idUltimoDocumento: null,
    nombreUltimoDocumento: null,
    tipoUltimoDocumento: null,
    fuenteUltimoDocumento: null,
    fechaUltimoDocumento: null,
    terminoPendiente: null,
    ...parcial,
  };
}
