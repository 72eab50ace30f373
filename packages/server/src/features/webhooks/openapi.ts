/**
 * The events as the OpenAPI document shows them: an OpenAPI 3.0 `callbacks` entry on
 * POST /api/Webhooks (the request the server makes to the registered `url`), one body schema per
 * event type, and the Standard Webhooks headers in its description.
 */
import { z } from 'zod';

const base = {
  idExpediente: z.number().int(),
  numeroExpediente: z.string().nullable(),
  tipoFuente: z.number().int().describe('La fuente (1 CPNU, 2 SAMAI, …).'),
  fecha: z.iso.date().describe('La noche que lo encontró (yyyy-mm-dd).'),
};

export const datosCambioCreado = z.object({
  idCambio: z.number().int(),
  ...base,
  tipo: z.enum(['actuacion', 'coincidencia']),
  idActuacion: z.number().int().optional().describe("Con tipo 'actuacion'."),
  descripcion: z.string().nullable().optional(),
  anotacion: z.string().nullable().optional(),
  fechaActuacion: z.iso.date().nullable().optional(),
  idCoincidencia: z.number().int().optional().describe("Con tipo 'coincidencia'."),
  documento: z.string().optional(),
  pagina: z.number().int().optional(),
});

export const datosTerminoCreado = z.object({
  idActuacion: z.number().int(),
  ...base,
  descripcion: z.string(),
  fechaActuacion: z.iso.date().nullable(),
  vence: z.iso.date().describe('Nuestro vencimiento, en el calendario judicial.'),
  regla: z.string(),
  venceFuente: z.iso.date().nullable().describe('La fecha final que da la fuente, si la da.'),
});

export const datosCargaFinalizada = z.object({
  idRegistroAutomatico: z.number().int(),
  estado: z.enum(['Finalizado', 'FinalizadoPorUsuario']),
  total: z.number().int(),
  registrados: z.number().int(),
  noEncontrados: z.number().int(),
  conErrorTecnico: z.number().int(),
  finalizadoEn: z.string().nullable(),
});

export const datosPrueba = z.object({
  idWebhook: z.number().int(),
  mensaje: z.string(),
});

const evento = <T extends z.ZodType>(tipo: string, datos: T) =>
  z.object({
    type: z.literal(tipo),
    timestamp: z.string().describe('ISO 8601, cuando ocurrió.'),
    data: datos,
  });

export const cuerpoEventoWebhook = z.union([
  evento('cambio.creado', datosCambioCreado),
  evento('termino.creado', datosTerminoCreado),
  evento('carga.finalizada', datosCargaFinalizada),
  evento('prueba', datosPrueba).describe("Solo cuando se pide 'Enviar evento de prueba' en el perfil."),
]);

const DESCRIPCION = [
  'Cada evento se envía por POST a la URL registrada, firmado según Standard Webhooks:',
  '`webhook-id` (evt_…, el mismo en cada reintento: úselo para descartar repetidos),',
  '`webhook-timestamp` (segundos Unix) y `webhook-signature`',
  "('v1,' + base64 de HMAC-SHA256 sobre `id.timestamp.cuerpo` con el secreto whsec_ decodificado).",
  'Responde 2xx en menos de 10 s; otra respuesta se reintenta a los 30 s, 2 min, 10 min, 30 min,',
  '1 h, 2 h, 4 h y cada 8 h, hasta 24 h después del evento.',
  "El evento 'prueba' llega solo cuando se pide desde el perfil (POST /api/Webhooks/{id}/Prueba).",
].join(' ');

/** The `callbacks` of POST /api/Webhooks, in the document's OpenAPI 3.0 shape. */
export const CALLBACKS_WEBHOOKS = {
  evento: {
    '{$request.body#/url}': {
      post: {
        requestBody: {
          description: DESCRIPCION,
          required: true,
          content: {
            'application/json': { schema: z.toJSONSchema(cuerpoEventoWebhook, { target: 'openapi-3.0' }) },
          },
        },
        responses: {
          '2XX': { description: 'Recibido: la entrega queda como entregada.' },
          default: { description: 'Cualquier otra respuesta (o ninguna en 10 s) se reintenta.' },
        },
      },
    },
  },
};
