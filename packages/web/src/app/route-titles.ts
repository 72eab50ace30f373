/**
 * Page names for the top bar's breadcrumb ('Páginas' / name, seed 002 §2), by the path under the
 * layout: 'Procesos' by default under /admin, 'Expedientes' under /rtl.
 */
const ADMIN_PAGE_TITLES: Record<string, string> = {
  default: 'Procesos',
  profile: 'Mi cuenta',
  'simulador-facturacion': 'Simulador de precios',
  PreciosControlCambios: 'Control de cambios premium',
  'beneficios-referidos': 'Beneficios por referidos',
  ControlCambios: 'Control de cambios',
  DetalleDelExpediente: 'Detalle del expediente',
  CalendarioDeCambios: 'Calendario de cambios',
  UsuariosAsociados: 'Usuarios asociados',
  NotificacionesCambio: 'Notificaciones',
  UltimosCambios: 'Últimos cambios',
  ResultadoConsulta: 'Resultado de la consulta',
  'informe-procesos-verificados': 'Informe de procesos verificados',
  'comunicaciones-producto': 'Comunicaciones del producto',
  'Servicios-integrados': 'Servicios integrados',
  'calendario-terminos': 'Calendario de términos',
  'estado-carga-automatica': 'Estado de la carga',
};

const RTL_PAGE_TITLES: Record<string, string> = {
  'rtl-default': 'Expedientes',
};

export const DEFAULT_PAGE_TITLE = 'Procesos';
export const DEFAULT_RTL_PAGE_TITLE = 'Expedientes';

export function adminPageTitle(pathname: string): string {
  const [, layout, page] = pathname.split('/');
  if (layout === 'rtl') return (page && RTL_PAGE_TITLES[page]) || DEFAULT_RTL_PAGE_TITLE;
  if (layout !== 'admin' || !page) return DEFAULT_PAGE_TITLE;
  return ADMIN_PAGE_TITLES[page] ?? DEFAULT_PAGE_TITLE;
}

/** Two-segment routes (under the layout) whose last segment is a case id. */
const CASE_ROUTES = new Set(['DetalleDelExpediente']);

/**
 * Seed 002 §2: on routes with exactly two path segments the title also shows the case number,
 * fetched by the last segment. Only where that segment is a case id (/admin/DetalleDelExpediente/{id}):
 * on the other two-segment routes (a control, a load, a verification) it is another thing's id.
 */
export function caseIdOfRoute(pathname: string): number | null {
  const [, layout, ...segments] = pathname.replace(/\/+$/, '').split('/');
  if ((layout !== 'admin' && layout !== 'rtl') || segments.length !== 2) return null;
  const [page, id] = segments;
  return CASE_ROUTES.has(page) && /^\d+$/.test(id) ? Number(id) : null;
}
