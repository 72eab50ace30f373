/**
 * Pages outside the app used by the bulk load. The seed names them without addresses: our choices,
 * kept here to be replaced (or moved to lib/external-links.ts) when the real ones are known.
 */
export const TUTORIAL_CARGA_VIDEO_URL =
  'https://www.youtube-nocookie.com/embed/expediente-digital-carga-masiva';
/** Survey to ask us to add a court that no source publishes yet. */
export const ENCUESTA_INCORPORAR_JUZGADO_URL = 'https://expedientedigital.co/encuesta-incorporar-juzgado';
