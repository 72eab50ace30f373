import { describe, expect, it } from 'vitest';
import { informeDiarioEmail } from './informe-diario.ts';

const largo =
  'ESCRITO DE CONTESTACIÓN DE LA DEMANDA Y EXCEPCIONES DE MÉRITO: PRESCRIPCIÓN, COBRO DE LO NO DEBIDO, PAGO PARCIAL Y LA GENÉRICA, CON SOLICITUD DE PRUEBAS TESTIMONIALES Y DOCUMENTALES, Y OPOSICIÓN A LAS MEDIDAS CAUTELARES DECRETADAS SOBRE LOS INMUEBLES';

const correo = (anotacion: string | null, razonTito: string | null) =>
  informeDiarioEmail({
    nombre: 'Ana',
    fecha: '2026-11-20',
    totalCambios: 1,
    casos: [
      {
        numero: '11001400300120260012300',
        despacho: 'Juzgado 1 Civil Municipal',
        demandantes: 'Banco',
        demandados: 'Deudor',
        priorizado: razonTito !== null,
        enlace: 'https://app.example/admin/DetalleDelExpediente/1',
        cambios: [
          {
            descripcion: 'Recepción memorial',
            fecha: '20/11/2026',
            fuentes: 'Rama',
            anotacion,
            razonTito,
            reglaTito: razonTito === null ? null : 'traslado',
          },
        ],
      },
    ],
    enlaceControl: 'https://app.example/admin/ControlCambios/1',
    enlaceConfiguracion: 'https://app.example/config',
    enlaceCancelar: 'https://app.example/cancelar',
  });

describe('the morning e-mail shows the anotación next to Tito’s reason (issue 19)', () => {
  it('cuts a long anotación at a word boundary, in the text and the HTML part', () => {
    const mensaje = correo(largo, 'Se corrió traslado: hay un término para pronunciarse.');
    const linea = String(mensaje.text)
      .split('\n')
      .find((l) => l.includes('Anotación:'));
    expect(linea).toMatch(
      /^ {4}Anotación: ESCRITO DE CONTESTACIÓN DE LA DEMANDA Y EXCEPCIONES .*[A-ZÁÉÍÓÚ,]…$/,
    );
    expect(linea?.length).toBeLessThan(240);
    expect(linea).not.toMatch(/\s…$/);
    expect(String(mensaje.html)).toContain('Anotación: ESCRITO DE CONTESTACIÓN DE LA DEMANDA Y EXCEPCIONES');
    expect(String(mensaje.text)).toContain(
      'Tito: Se corrió traslado: hay un término para pronunciarse. (regla: traslado)',
    );
    expect(String(mensaje.html)).toContain('(regla: traslado)');
  });

  it('writes nothing for an empty anotación', () => {
    expect(String(correo('  ', null).text)).not.toContain('Anotación:');
  });
});
