/**
 * The missing-cases checker's text (seed 002 §5): one radicado per line, valid only with exactly 23
 * digits (after trimming the line); blank lines and repeats are removed; checking is possible only
 * when no line is invalid and at least one radicado is left.
 */

const RADICADO = /^\d{23}$/;

export interface LineaInvalida {
  /** 1-based line number in the text. */
  linea: number;
  valor: string;
}

export interface LineasVerificador {
  /** Each valid radicado once, in the order typed: what is checked. */
  radicados: string[];
  invalidas: LineaInvalida[];
  /** Lines dropped because the same radicado came before. */
  repetidos: number;
  puedeVerificar: boolean;
}

export function leerLineas(text: string): LineasVerificador {
  const radicados: string[] = [];
  const vistos = new Set<string>();
  const invalidas: LineaInvalida[] = [];
  let repetidos = 0;
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const valor = raw.trim();
    if (valor === '') return;
    if (!RADICADO.test(valor)) invalidas.push({ linea: index + 1, valor });
    else if (vistos.has(valor)) repetidos += 1;
    else {
      vistos.add(valor);
      radicados.push(valor);
    }
  });
  return { radicados, invalidas, repetidos, puedeVerificar: invalidas.length === 0 && radicados.length > 0 };
}

/** The radicados of the list the account does not have, in the list's order. */
export function faltantes(radicados: string[], registrados: string[]): string[] {
  const enCuenta = new Set(registrados);
  return radicados.filter((radicado) => !enCuenta.has(radicado));
}
