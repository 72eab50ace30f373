/**
 * Repeat litigants (issue 23): a party that appears in many watched radicados of one despacho — a
 * bank collecting its loans, a public entity — is asked for once by name in that despacho (CPNU's
 * /Procesos/Consulta/NombreRazonSocial, 20 rows a page, refused past a thousand matches), and the
 * answer carries the last-action date of every one of its processes there: one request instead of
 * one search per radicado. Only the radicados whose date moved need their page of actuaciones read.
 * Pure: the nightly sweep (planificar-barrido.ts) and the scale bench group with this very code.
 *
 * Only names recognisable as legal persons (tipoPersona `jur`) are grouped: repeat litigants are
 * overwhelmingly companies and public entities, and how CPNU matches a natural person's name
 * ("NOMBRES - APELLIDOS") against a plain one is not known (sources.md §1.1).
 */

/** CPNU's search pages hold 20 rows (sources.md §1.1). */
export const PROCESOS_POR_PAGINA_CPNU = 20;
/** A party in at least this many watched radicados of one despacho is asked for by name (SWEEP_LITIGANT_MIN). */
export const MINIMO_LITIGANTE_POR_DEFECTO = 5;

export interface EntradaLitigante {
  /** The despacho's 12-digit code (the radicado's first 12 digits). */
  despacho: string;
  /** The case's stored parties, as written (demandantes and demandados). */
  partes: readonly string[];
}

export interface GrupoLitigante {
  /** The name as sent to CPNU: the party's key (claveLitigante), which every written form contains. */
  nombre: string;
  despacho: string;
  /** Indices of the entries it reads (each entry is in at most one group). */
  miembros: number[];
}

const PERSONA_JURIDICA =
  /\b(S\.? ?A\.?( ?S\.?)?|S\.? ?A\.? ?S\.?|LTDA\.?|E\.? ?S\.? ?P\.?|BANCO|BANCOLOMBIA|SCOTIABANK|COOPERATIVA|FONDO|CORPORACION|FUNDACION|COMPANIA|SOCIEDAD|ASOCIACION|EMPRESA|SEGUROS|FIDUCIARIA|NACION|MUNICIPIO|DEPARTAMENTO|DISTRITO|INSTITUTO|UNIDAD|ADMINISTRADORA|SUPERINTENDENCIA|MINISTERIO|COLPENSIONES|UGPP|EPS|IPS)\b/;

/** The comparable form of a party name: no accents, upper case, "NOMBRES - APELLIDOS" joined. */
export function nombreComparable(nombre: string): string {
  return nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+-\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A legal form or state written after the name ("S.A.S.", ", LTDA", "EN LIQUIDACION"), with its punctuation. */
const FORMA_LEGAL_FINAL =
  /[\s,.]+(S\.? ?A\.? ?S\.?|S\.? ?A\.?|LTDA\.?|E\.? ?S\.? ?P\.?|S\.? EN C\.?( ?S\.?)?|BIC|EN LIQUIDACION( JUDICIAL| FORZOSA)?|EN REORGANIZACION)[\s,.]*$/;

/**
 * What one repeat litigant's written forms share: the comparable name without the legal form and
 * punctuation at its end. Real portfolios write one party several ways ("BANCO X S.A.", "BANCO X SA",
 * "BANCO X"; 25 forms of one entity across its 416 processes in a captured name search,
 * docs/actividad-de-los-juzgados.md), and grouping by the written form split its radicados into
 * groups too small to open. CPNU's name search matches the text it is given inside the parties'
 * names (every row of that capture contains the name searched), so the key, which each form
 * contains, finds them all. A key shorter than 4 characters keeps the written form.
 */
export function claveLitigante(nombre: string): string {
  let clave = nombreComparable(nombre);
  for (let previa = ''; previa !== clave; ) {
    previa = clave;
    clave = clave.replace(FORMA_LEGAL_FINAL, '').replace(/[\s,.]+$/, '');
  }
  return clave.length >= 4 ? clave : nombreComparable(nombre);
}

export function esPersonaJuridica(nombre: string): boolean {
  return PERSONA_JURIDICA.test(nombreComparable(nombre));
}

/** The stored parties text (names joined with ", ", as activation writes them) split into names. */
export function partesDeTexto(texto: string | null): string[] {
  if (!texto) return [];
  return texto
    .split(/,\s+/)
    .map((parte) => parte.trim())
    .filter((parte) => parte.length > 0);
}

/** Pages a name search is expected to take: at least one, 20 rows each. */
export function paginasPrevistas(registros: number): number {
  return Math.max(1, Math.ceil(registros / PROCESOS_POR_PAGINA_CPNU));
}

/**
 * Groups entries by (legal-person party's key, despacho) where a party appears in at least `minimo`
 * entries of the same despacho. Largest groups first, each entry in at most one group (a radicado
 * of two repeat litigants is read through the larger one); a group left below `minimo` by that is
 * dropped. O(n · parties + groups · log groups).
 */
export function agruparLitigantes(
  entradas: readonly (EntradaLitigante | null)[],
  minimo: number = MINIMO_LITIGANTE_POR_DEFECTO,
): GrupoLitigante[] {
  const porClave = new Map<string, { nombre: string; despacho: string; miembros: number[] }>();
  entradas.forEach((entrada, i) => {
    if (!entrada || !/^\d{12}$/.test(entrada.despacho)) return;
    const vistos = new Set<string>();
    for (const parte of entrada.partes) {
      const escrito = nombreComparable(parte);
      if (escrito.length < 4 || !esPersonaJuridica(escrito)) continue;
      const nombre = claveLitigante(escrito);
      if (vistos.has(nombre)) continue;
      vistos.add(nombre);
      const clave = `${entrada.despacho}|${nombre}`;
      const grupo = porClave.get(clave) ?? { nombre, despacho: entrada.despacho, miembros: [] };
      grupo.miembros.push(i);
      porClave.set(clave, grupo);
    }
  });
  const candidatos = [...porClave.values()]
    .filter((grupo) => grupo.miembros.length >= minimo)
    .sort(
      (a, b) =>
        b.miembros.length - a.miembros.length ||
        (a.despacho < b.despacho ? -1 : a.despacho > b.despacho ? 1 : a.nombre < b.nombre ? -1 : 1),
    );
  const asignada = new Uint8Array(entradas.length);
  const grupos: GrupoLitigante[] = [];
  for (const grupo of candidatos) {
    const libres = grupo.miembros.filter((i) => asignada[i] === 0);
    if (libres.length < minimo) continue;
    for (const i of libres) asignada[i] = 1;
    grupos.push({ nombre: grupo.nombre, despacho: grupo.despacho, miembros: libres });
  }
  return grupos;
}
