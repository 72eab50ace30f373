/**
 * Pages that live outside this application. The seeds name them without their addresses,
 * so these are our choices, kept in one place to be changed when the real ones are known.
 */
export const USAGE_RECOMMENDATIONS_URL = 'https://expedientedigital.co/recomendaciones-de-uso';
export const MOBILE_APP_STORE_URL = 'https://play.google.com/store/apps/details?id=co.expedientedigital.app';
export const NOTIFICATIONS_HELP_URL = 'https://expedientedigital.co/como-funcionan-las-notificaciones';
export const QUERY_RESULT_SURVEY_URL = 'https://expedientedigital.co/encuesta-resultado-consulta';
export const VERIFICATION_SURVEY_URL = 'https://expedientedigital.co/encuesta-informe-verificacion';
