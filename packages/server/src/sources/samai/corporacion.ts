/**
 * The name of a SAMAI corporación, from its 7-digit code (DANE + entidad, sources.md §1.4 and §2).
 * samaicore names no court: `EntidadRadicadora` is a 12-digit code of the court that filed the case,
 * which for an appeal is not the corporación holding it, so the name comes from the code asked.
 */
import { MUNICIPIOS, municipioByCodigo } from '@expediente/domain';

const upper = (value: string) => value.toLocaleUpperCase('es-CO');

const departamentos = new Map(
  MUNICIPIOS.map((municipio) => [municipio.codigo.slice(0, 2), municipio.departamento]),
);

/** '1100103' → CONSEJO DE ESTADO; 'DD00023'/'DD00123' → its department's tribunal; 'MMMMM33' → a city's juzgados. */
export function nombreCorporacion(codigo: string): string {
  const entidad = codigo.slice(5, 7);
  if (entidad === '03') return 'CONSEJO DE ESTADO';
  if (entidad === '23') {
    const departamento = departamentos.get(codigo.slice(0, 2));
    return departamento ? `TRIBUNAL ADMINISTRATIVO DE ${upper(departamento)}` : `CORPORACIÓN ${codigo}`;
  }
  if (entidad === '33') {
    const municipio = municipioByCodigo(codigo.slice(0, 5));
    return municipio ? `JUZGADOS ADMINISTRATIVOS DE ${upper(municipio.nombre)}` : `CORPORACIÓN ${codigo}`;
  }
  return `CORPORACIÓN ${codigo}`;
}
