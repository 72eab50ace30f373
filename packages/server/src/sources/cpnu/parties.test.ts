import { describe, expect, it } from 'vitest';
import { fixtureReader } from '../test-support.ts';
import { cleanPartyName, PROCESO_PRIVADO, parsePartiesText, partyNameOrNothing } from './parties.ts';

const fixture = fixtureReader(import.meta.url);
/** The parties text of a recorded answer (search-partes-sucias.json), byte for byte. */
const RECORDED = (
  JSON.parse(fixture('search-partes-sucias.json')) as { procesos: { sujetosProcesales: string }[] }
).procesos[0].sujetosProcesales;

describe('CPNU party names', () => {
  it('collapses the CR/LF/TAB runs Justicia XXI Web leaves inside a name', () => {
    expect(cleanPartyName('OLGA LUCIA LEAL\r\n\t\t\t\t\tBAZURTO')).toBe('OLGA LUCIA LEAL BAZURTO');
    expect(cleanPartyName('jaime alberto lascar\r\n\t\t\t\t\tposada')).toBe('jaime alberto lascar posada');
    expect(cleanPartyName('ANA\u00a0 MARÍA   RUIZ ')).toBe('ANA MARÍA RUIZ');
  });

  it('drops the "(Emplazado)" note, wherever the line break left it', () => {
    expect(cleanPartyName('URBINA RAMIREZ JOSE ELICIO  \r\n\t\t\t\t\t (Emplazado)')).toBe(
      'URBINA RAMIREZ JOSE ELICIO',
    );
    expect(cleanPartyName('YESID ALBEIRO RAMOS  (Emplazado)')).toBe('YESID ALBEIRO RAMOS');
    expect(cleanPartyName('MARTA PÉREZ (EMPLAZADA)')).toBe('MARTA PÉREZ');
    // Other parentheses are part of the name.
    expect(cleanPartyName('INVERSIONES EL DORADO (EN LIQUIDACIÓN)')).toBe(
      'INVERSIONES EL DORADO (EN LIQUIDACIÓN)',
    );
  });

  it('gives no name for placeholders and the private marker', () => {
    expect(partyNameOrNothing('N.N.')).toBe('');
    expect(partyNameOrNothing(' N.N.  (Emplazado)')).toBe('');
    expect(partyNameOrNothing(PROCESO_PRIVADO)).toBe('');
  });
});

describe('CPNU parties text', () => {
  it('reads a recorded Justicia XXI Web list: clean names, their roles, and the cut', () => {
    expect(parsePartiesText(RECORDED)).toEqual({
      sujetos: [
        { rol: 'Demandante/accionante', nombre: 'OLGA LUCIA LEAL BAZURTO' },
        { rol: 'Demandante/accionante', nombre: 'URBINA RAMIREZ JOSE ELICIO' },
        { rol: 'Demandado/indiciado/causante', nombre: 'jaime alberto lascar posada' },
        { rol: 'Demandado/indiciado/causante', nombre: 'CARDENAS CASAS JOSE RICARDO' },
      ],
      isCut: true,
    });
  });

  it('gives a private process no parties at all', () => {
    expect(parsePartiesText(PROCESO_PRIVADO)).toEqual({ sujetos: [], isCut: false });
    expect(parsePartiesText(` ${PROCESO_PRIVADO} `)).toEqual({ sujetos: [], isCut: false });
    expect(parsePartiesText('')).toEqual({ sujetos: [], isCut: false });
    expect(parsePartiesText(null)).toEqual({ sujetos: [], isCut: false });
  });

  it('keeps a whole list whole, trailing space and N.N. included', () => {
    expect(
      parsePartiesText(
        'Demandante: OSCAR ARTURO - ORTIZ HENAO | Demandado: N.N. | Demandado: N.N. | Demandado: FRANCISCA HELENA - GONZALEZ ARIAS ',
      ),
    ).toEqual({
      sujetos: [
        { rol: 'Demandante', nombre: 'OSCAR ARTURO - ORTIZ HENAO' },
        { rol: 'Demandado', nombre: 'FRANCISCA HELENA - GONZALEZ ARIAS' },
      ],
      isCut: false,
    });
  });

  it('sees a cut marked with the single-character ellipsis too', () => {
    expect(parsePartiesText('Demandado: ANA RUIZ (Emplazado) …').isCut).toBe(true);
  });
});
