/** Page names for the top bar's breadcrumb ('Pages' / name), by the path under /admin. */
const ADMIN_PAGE_TITLES: Record<string, string> = {
  default: 'Procesos',
  profile: 'MI CUENTA',
  'simulador-facturacion': 'Simulador de precios',
  PreciosControlCambios: 'Control de cambios premium',
  'beneficios-referidos': 'Beneficios por referidos',
  ControlCambios: 'Control de cambios',
  DetalleDelExpediente: 'Detalle del Expediente',
  CalendarioDeCambios: 'Calendario de cambios',
  UsuariosAsociados: 'Usuarios Asociados',
  NotificacionesCambio: 'Notificaciones',
  UltimosCambios: 'Últimos cambios',
  ResultadoConsulta: 'Resultado de la consulta',
  'informe-procesos-verificados': 'Informe de procesos verificados',
};

export const DEFAULT_PAGE_TITLE = 'Procesos';

export function adminPageTitle(pathname: string): string {
  const [, layout, page] = pathname.split('/');
  if (layout !== 'admin' || !page) return DEFAULT_PAGE_TITLE;
  return ADMIN_PAGE_TITLES[page] ?? DEFAULT_PAGE_TITLE;
}
