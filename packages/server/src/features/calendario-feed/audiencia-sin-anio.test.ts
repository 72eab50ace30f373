import { describe, expect, it } from 'vitest';
import { entradasDeActuacion } from './entradas.ts';
import { calendarioIcs } from './ics.ts';

const fila = {
  id: 7,
  idExpediente: 3,
  tipoFuente: 1,
  descripcion: 'Constancia secretarial',
  anotacion:
    'SE REPROGRAMA LA AUDIENCIA INICIAL PARA EL 15 DE ENERO A LAS DOS DE LA TARDE. ENLACE: https://call.lifesizecloud.com/123456',
  fechaActuacion: '2026-11-20',
  fechaRegistro: '2026-11-20',
  fechaInicioTermino: null,
  fechaFinalizaTermino: null,
  numero: '11001400300120260012300',
  despacho: 'Juzgado 1 Civil Municipal de Bogotá',
  etiqueta: null,
};

describe('hearings in the calendar feed (issue 19)', () => {
  it('reads a date written without its year against the actuación date, and carries the virtual link', () => {
    const audiencias = entradasDeActuacion(fila).filter((entrada) => entrada.tipo === 'audiencia');
    expect(audiencias).toHaveLength(1);
    expect(audiencias[0]).toMatchObject({
      audiencia: { fecha: '2027-01-15', hora: '14:00', enlace: 'https://call.lifesizecloud.com/123456' },
    });
    const ics = calendarioIcs(audiencias, { appUrl: 'https://app.example', nombre: 'Prueba' }).replace(
      /\r\n /g,
      '',
    );
    expect(ics).toContain('DTSTART:20270115T190000Z');
    expect(ics).toContain('Enlace de la audiencia virtual: https://call.lifesizecloud.com/123456');
  });
});
