import { describe, expect, it } from 'vitest';
import { EMPTY_SOURCE_VALUES } from '../../fuentes/index.ts';
import { activeSources, crearCuerpoDeRegistro, EMPTY_WIZARD, type WizardData } from './create-payload.ts';

const radicado = '05001400300320240012300';

describe('manual registration payload', () => {
  it('sends only the sources whose toggle is on and whose selections exist', () => {
    const data: WizardData = {
      ...EMPTY_WIZARD,
      radicado: ` ${radicado} `,
      demandantes: 'Ana Pérez',
      demandados: 'Banco XYZ',
      fuentes: {
        2: { activo: true, values: EMPTY_SOURCE_VALUES },
        4: { activo: true, values: EMPTY_SOURCE_VALUES },
        1: { activo: false, values: EMPTY_SOURCE_VALUES },
        6: {
          activo: true,
          values: {
            ...EMPTY_SOURCE_VALUES,
            demandante: 'Ana Pérez',
            demandado: 'Banco XYZ',
            idJuzgado: '050014003003',
          },
        },
      },
    };
    expect(activeSources(data)).toEqual([2, 6]);
    const payload = crearCuerpoDeRegistro(data);
    expect(payload).toMatchObject({
      numero: radicado,
      radicado,
      demandantes: 'Ana Pérez',
      demandados: 'Banco XYZ',
      ciudad: 'Medellín',
      despacho: '',
      juezEncargado: '',
      idAbogado: '',
    });
    expect(payload.fuentesDatos).toEqual([
      {
        identificador: 'Unificada',
        idFuenteDatos: '2',
        yaRegistrado: false,
        informacionRegistro: [
          { clave: 'numero', valor: radicado },
          { clave: 'email', valor: '' },
        ],
      },
      {
        identificador: 'PublicacionesProcesales',
        idFuenteDatos: '6',
        yaRegistrado: false,
        informacionRegistro: [
          { clave: 'numero', valor: radicado },
          { clave: 'idJuzgado', valor: '050014003003' },
          { clave: 'demandante', valor: 'Ana Pérez' },
          { clave: 'demandado', valor: 'Banco XYZ' },
          { clave: 'sitioWebDondeSeConsulta', valor: 'PublicacionesProcesales' },
        ],
      },
    ]);
  });
});
