/**
 * Every e-mail reads on a phone like the morning report (issue 21, item 17): the HTML declares the
 * viewport and nothing in it is fixed wider than a phone's screen (390 px), or a phone's mail app
 * renders the whole message at 980 px and shrinks it.
 */
import { filaVacia } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../types.ts';
import { activationResultEmail } from './activation-result.ts';
import { cargaFinalizadaEmail } from './carga-finalizada.ts';
import { facturaMensualEmail } from './factura-mensual.ts';
import { informeCambiosImportantesEmail } from './informe-cambios-importantes.ts';
import { informeDiarioEmail } from './informe-diario.ts';
import { informeSinCambiosEmail } from './informe-sin-cambios.ts';
import { informeCorreo } from './informe-unificado.ts';
import { invitacionReferidoEmail } from './invitacion-referido.ts';
import { invitacionUsuarioAsociadoEmail } from './invitacion-usuario-asociado.ts';
import { solicitudLlamadaEmail } from './solicitud-llamada.ts';
import { solicitudSuperintendenciasEmail } from './solicitud-superintendencias.ts';
import { welcomeEmail } from './welcome.ts';

const PHONE_WIDTH = 390;
const appUrl = 'https://expediente.example';

const correos: MailMessage[] = [
  welcomeEmail({ nombre: 'Ana', appUrl }),
  activationResultEmail({
    nombre: 'Ana',
    radicado: '11001310300120230012300',
    fuente: 'Rama Judicial',
    encontrado: true,
    despacho: 'Juzgado 1 Civil del Circuito de Bogotá',
    numActuaciones: 3,
    appUrl,
    idExpediente: 1,
  }),
  cargaFinalizadaEmail({
    nombre: 'Ana',
    idRegistroAutomatico: 1,
    total: 3,
    registrados: 1,
    noEncontrados: 1,
    conErrorTecnico: 1,
    appUrl,
  }),
  informeCambiosImportantesEmail({
    nombreDestinatario: 'Luis',
    nombreRemitente: 'Ana',
    fecha: '26/11/2026',
    cambios: [
      {
        numeroExpediente: '11001310300120230012300',
        demandantes: 'Banco de Bogotá',
        demandados: 'Pedro Pérez',
        resumen: 'Auto que fija fecha de audiencia.',
        conclusion: 'Preparar la audiencia.',
      },
    ],
    link: `${appUrl}/informe`,
    linkTexto: 'Ver el informe',
  }),
  informeDiarioEmail({
    nombre: 'Ana',
    fecha: '26/11/2026',
    totalCambios: 1,
    casos: [
      {
        numero: '11001310300120230012300',
        despacho: 'Juzgado 1 Civil del Circuito de Bogotá',
        demandantes: 'Banco de Bogotá',
        demandados: 'Pedro Pérez',
        priorizado: true,
        termino: { vencimiento: 'vence mañana', regla: 'Traslado de 3 días (CGP art. 110)' },
        enlace: `${appUrl}/caso`,
        cambios: [
          {
            descripcion: 'Auto fija fecha de audiencia',
            fecha: '25/11/2026',
            fuentes: 'Rama Judicial',
            razonTito: null,
          },
        ],
      },
    ],
    enlaceControl: `${appUrl}/control`,
    enlaceConfiguracion: `${appUrl}/configuracion`,
    enlaceCancelar: `${appUrl}/cancelar`,
  }),
  informeSinCambiosEmail({
    nombre: 'Ana',
    fecha: '26/11/2026',
    porFuente: [{ fuente: 'Rama Judicial', total: 2, consultados: 1 }],
    enlaceResultado: `${appUrl}/resultado`,
    enlaceConfiguracion: `${appUrl}/configuracion`,
    enlaceCancelar: `${appUrl}/cancelar`,
  }),
  invitacionUsuarioAsociadoEmail({
    nombreInvitado: 'Luis',
    nombreTitular: 'Ana',
    esCoordinador: true,
    link: `${appUrl}/activar`,
  }),
  invitacionReferidoEmail({ nombreReferido: 'Luis', nombreReferente: 'Ana', enlace: `${appUrl}/r` }),
  informeCorreo({
    nombre: 'Ana',
    fecha: '26/11/2026',
    totalProcesos: 2,
    formato: 'Excel',
    archivo: {
      filename: 'Procesos_26-11-2026.xlsx',
      content: Buffer.from(''),
      contentType: 'application/zip',
    },
    appUrl,
  }),
  facturaMensualEmail({
    nombre: 'Ana',
    codigoFactura: 'ED-1-202611',
    periodo: '26/10/2026 al 25/11/2026',
    vence: '11/12/2026',
    plan: 'Todos los días',
    procesos: 3,
    fuentes: 2,
    descuentoReferidos: 1000,
    totalFactura: 99000,
    enlace: `${appUrl}/admin/profile`,
  }),
  solicitudLlamadaEmail({
    nombre: 'Ana',
    telefono: '3001234567',
    franjaHoraria: 'manana',
    motivo: 'cotizar',
    comentario: '',
    simulacion: { procesos: 40, fuentes: [4, 2, 6] },
    correo: 'ana@example.com',
    idAbogado: 1,
  }),
  solicitudSuperintendenciasEmail({
    id: 1,
    asunto: 'Vigilancia en Supersociedades',
    superintendencia: 'Sociedades',
    correo: 'ana@example.com',
    nombre: 'Ana',
    idAbogado: 1,
    procesos: [
      { ...filaVacia('Sociedades'), radicado: '2024-00123', demandante: 'Ana', demandado: 'Comercial SAS' },
    ],
  }),
];

/** Every width fixed in pixels: width="600" attributes and width / min-width in inline styles. */
function fixedWidths(html: string): number[] {
  const attributes = [...html.matchAll(/\bwidth="(\d+)"/g)].map((match) => Number(match[1]));
  const styles = [...html.matchAll(/(?<![-\w])(?:min-)?width:\s*(\d+)px/g)].map((match) => Number(match[1]));
  return [...attributes, ...styles];
}

describe('every e-mail is responsive', () => {
  it.each(correos.map((correo) => [correo.template, correo] as const))('%s', (_template, correo) => {
    expect(correo.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(fixedWidths(correo.html).filter((width) => width > PHONE_WIDTH)).toEqual([]);
  });

  it('finds a fixed width when there is one', () => {
    expect(fixedWidths('<table width="600"><td style="min-width:420px;max-width:600px">')).toEqual([
      600, 420,
    ]);
  });
});
