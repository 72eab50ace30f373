/**
 * The per-source activation fields (seed 000 §5 'Activation per source'), shared by the
 * activation dialog and the manual registration wizard: what each source needs, when it is
 * complete, and the two request shapes built from it (§7 activation bodies, §3 fuentesDatos).
 */
import { fuenteById, parseRadicado } from '@expediente/domain';
import type { ActivacionBody, ActivationPath, DeactivationPath } from '@expediente/domain/contrato/fuentes';

export interface SourceValues {
  /** Rama: DANE city code and the entity/specialty id (with their names, for the summary). */
  idCiudad: string | null;
  ciudad: string | null;
  idCorporacion: string | null;
  corporacion: string | null;
  /** Samai: the corporation code. */
  entidad: string | null;
  entidadNombre: string | null;
  /** EE, SIUGJ, PP. */
  demandante: string;
  demandado: string;
  idJuzgado: string | null;
  juzgado: string | null;
}

export const EMPTY_SOURCE_VALUES: SourceValues = {
  idCiudad: null,
  ciudad: null,
  idCorporacion: null,
  corporacion: null,
  entidad: null,
  entidadNombre: null,
  demandante: '',
  demandado: '',
  idJuzgado: null,
  juzgado: null,
};

/**
 * Values suggested from the radicado and the case (seed 000 brief): the city and the Rama
 * entity/specialty come from its codes, the court from its first 12 digits, the parties from the
 * case. Labels stay null until the lists load and confirm the codes (see SourceFields).
 */
export function suggestedSourceValues(
  radicado: string,
  partes: { demandantes?: string | null; demandados?: string | null } = {},
): SourceValues {
  const parts = parseRadicado(radicado);
  return {
    ...EMPTY_SOURCE_VALUES,
    idCiudad: parts?.municipio ?? null,
    idCorporacion: parts ? `${parts.entidad}${parts.especialidad}` : null,
    idJuzgado: parts?.codigoDespacho ?? null,
    demandante: partes.demandantes?.trim() ?? '',
    demandado: partes.demandados?.trim() ?? '',
  };
}

export type SourceKind = 'rama' | 'samai' | 'publicaciones' | 'sin-campos';

export function sourceKind(tipoFuente: number): SourceKind {
  if (tipoFuente === 0) return 'rama';
  if (tipoFuente === 4) return 'samai';
  if (tipoFuente === 3 || tipoFuente === 5 || tipoFuente === 6) return 'publicaciones';
  return 'sin-campos';
}

export function esFuenteCompleta(tipoFuente: number, values: SourceValues): boolean {
  switch (sourceKind(tipoFuente)) {
    case 'rama':
      return Boolean(values.idCiudad && values.idCorporacion);
    case 'samai':
      return Boolean(values.entidad);
    case 'publicaciones':
      return Boolean(values.demandante.trim() && values.demandado.trim() && values.idJuzgado);
    case 'sin-campos':
      return true;
  }
}

/**
 * Seed 000 §2 'Notice dialog (Rama)': administrative cases are published in Samai. The seed names
 * 'Tribunal Administrativo' and 'Juzgados Administrativos'; the singulars and plurals are matched
 * too, since the Rama entity list names them 'Juzgado Administrativo - …'.
 */
export function esEntidadAdministrativa(nombre: string | null): boolean {
  return /tribunal(es)? administrativos?|juzgados? administrativos?/i.test(nombre ?? '');
}

/** The EE court list leaves out the SIUGJ and Publicaciones Procesales copies (seed 000 §5). */
export function esJuzgadoDeEstadosElectronicos(nombreDespacho: string): boolean {
  return !/^(PP|SIUGJ) -/.test(nombreDespacho);
}

/**
 * Publicaciones Procesales courts whose states list cases by radicado rather than by party
 * (the tribunals): the seed names no courts, so this rule is ours. Their party fields take a
 * fixed value and are locked.
 */
export const VALOR_FIJO_PARTES = 'NO APLICA';
export function tienePartesFijas(tipoFuente: number, nombreDespacho: string | null): boolean {
  return tipoFuente === 6 && /^PP - TRIBUNAL/i.test(nombreDespacho ?? '');
}

/** The sitio value SIUGJ and Publicaciones Procesales send through the EstadosElectronicos path. */
function sitioFor(tipoFuente: number): string {
  if (tipoFuente === 5) return 'SIUGJ';
  if (tipoFuente === 6) return 'PublicacionesProcesales';
  return 'EstadosElectronicos';
}

export interface ActivationRequest {
  path: ActivationPath;
  body: NonNullable<ActivacionBody> | undefined;
}

/** PUT /Expedientes/{id}/ProcesosEnFuente/{path}/Activar and its body (seed 000 §7). */
export function activationRequest(
  tipoFuente: number,
  values: SourceValues,
  numero: string,
): ActivationRequest {
  switch (tipoFuente) {
    case 0:
      return {
        path: 'Rama',
        body: { numero, idCiudad: values.idCiudad ?? '', idCorporacion: values.idCorporacion ?? '' },
      };
    case 1:
      return { path: 'Tyba', body: undefined };
    case 2:
      return { path: 'Unificada', body: { numero } };
    case 4:
      return { path: 'Samai', body: { Numero: numero, Entidad: values.entidad ?? '' } };
    default:
      return {
        path: 'EstadosElectronicos',
        body: {
          numProceso: numero,
          demandante: values.demandante.trim(),
          demandado: values.demandado.trim(),
          idJuzgado: values.idJuzgado ?? '',
          sitioWebDondeSeConsulta: sitioFor(tipoFuente),
        },
      };
  }
}

/** The path of …/ProcesosEnFuente/{path}/Desactivar (seed 000 §7). */
export const DEACTIVATION_PATH: Record<number, DeactivationPath> = {
  0: 'Rama',
  1: 'Tyba',
  2: 'Unificada',
  3: 'EstadosElectronicos',
  4: 'Samai',
  5: 'Siugj',
  6: 'PublicacionesProcesales',
};

interface ClaveValor {
  clave: string;
  valor: string;
}

export interface FuenteDatos {
  identificador: string;
  idFuenteDatos: string;
  yaRegistrado: false;
  informacionRegistro: ClaveValor[];
}

/**
 * One fuentesDatos entry of the create payload with the seed's pairs (§3 table). The lawyer and
 * e-mail pairs go blank: the server takes both from the session and never from the payload.
 */
export function fuenteDatos(tipoFuente: number, values: SourceValues, numero: string): FuenteDatos {
  const pairs = (entries: [string, string | null][]): ClaveValor[] =>
    entries.map(([clave, valor]) => ({ clave, valor: valor ?? '' }));
  let informacionRegistro: ClaveValor[];
  switch (sourceKind(tipoFuente)) {
    case 'rama':
      informacionRegistro = pairs([
        ['IdCiudad', values.idCiudad],
        ['IdCorporacion', values.idCorporacion],
        ['NumProceso', numero],
        ['IdAbogado', ''],
      ]);
      break;
    case 'samai':
      informacionRegistro = pairs([
        ['entidad', values.entidad],
        ['numero', numero],
        ['email', ''],
      ]);
      break;
    case 'publicaciones':
      informacionRegistro = pairs([
        ['numero', numero],
        ['idJuzgado', values.idJuzgado],
        ['demandante', values.demandante.trim()],
        ['demandado', values.demandado.trim()],
        ['sitioWebDondeSeConsulta', sitioFor(tipoFuente)],
      ]);
      break;
    case 'sin-campos':
      informacionRegistro = pairs([
        ['numero', numero],
        ['email', ''],
      ]);
  }
  return {
    identificador: fuenteById(tipoFuente)?.clave ?? String(tipoFuente),
    idFuenteDatos: String(tipoFuente),
    yaRegistrado: false,
    informacionRegistro,
  };
}
