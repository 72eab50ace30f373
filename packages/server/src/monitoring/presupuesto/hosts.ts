/** Which court host a source's checks ask, for the night's budget (one budget per host). */
export const HOST_CPNU = 'cpnu';
export const HOST_SAMAI = 'samai';

/** Rama, Tyba and Unificada are all read through CPNU (sources.md §0); Samai through samaicore. */
export function hostDeFuente(tipoFuente: number): string {
  if (tipoFuente === 4) return HOST_SAMAI;
  if (tipoFuente === 5) return 'siugj';
  if (tipoFuente === 3 || tipoFuente === 6) return 'publicaciones';
  return HOST_CPNU;
}

/** The same mapping in SQL, over a column holding tipo_fuente. */
export const HOST_DE_FUENTE_SQL = (columna: string) =>
  `case when ${columna} = 4 then '${HOST_SAMAI}' when ${columna} = 5 then 'siugj' when ${columna} in (3, 6) then 'publicaciones' else '${HOST_CPNU}' end`;
