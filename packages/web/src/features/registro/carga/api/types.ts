/** Shapes of the bulk-load calls (seed 000 §3 'Automatic load', 'Load item'; §7 'Loads'). */
export type EstadoCarga = 'EnProceso' | 'Finalizado' | 'FinalizadoPorUsuario';
export type EstadoItem = 'Registrando' | 'Registrado' | 'NoEncontrado' | 'ErrorTecnico' | 'Finalizado';

export interface ProcesoACargar {
  id: number;
  numeroProceso: string;
  estado: EstadoItem;
  esProcesoPrivado: boolean;
  idExpediente: number | null;
  observaciones: string[];
  informacionUltimaActuacion: {
    demandante: string | null;
    demandado: string | null;
    ultimaActuacion: string | null;
    fuenteDatos: number | null;
    fechaUltimaActuacion: string | null;
  } | null;
  informacionProcesoEnFuente: {
    idFuente: number;
    estadoRegistroProceso: string;
    esInformacionManual: boolean;
  }[];
}

export interface RegistroAutomatico {
  id: number;
  idCargaProcesosAutomatica: number;
  idAbogado: number;
  estado: EstadoCarga;
  fechaLimiteFinalizacion: string;
  conErrorTecnicoEnConsulta: boolean;
  reintentoSolicitadoErrorTecnicoEnConsulta: boolean;
  totalNumProcesosProcesos: number;
  numProcesosRegistrados: number;
  numProcesosPendientes: number;
  visto: boolean;
  procesosACargar?: ProcesoACargar[];
}

export interface RegistroActivo {
  existeRegistroActivo: boolean;
  registroAutomatico: RegistroAutomatico | null;
}

export interface CargaCreada {
  id: number;
  totalNumProcesosProcesos: number;
}

export interface RadicadosDelArchivo {
  radicados: string[];
  numerosImprecisos: number;
}

/** One not-found case completed by hand (seed 000 §3 'Manual registration payload'). */
export interface RegistroManualItem {
  idProcesoAcargar: string;
  numProceso: string;
  demandante: string;
  demandado: string;
  informacionFuenteDondeSeConsulta: {
    idJuzgado: string;
    sitioWebDondeSeConsulta: 'SIUGJ' | 'PublicacionesProcesales';
  }[];
}
