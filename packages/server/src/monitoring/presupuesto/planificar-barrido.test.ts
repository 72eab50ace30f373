import { describe, expect, it } from 'vitest';
import { agruparCandidatos, type FilaVigilada, resumenPresupuesto } from './planificar-barrido.ts';

const fila = (extra: Partial<FilaVigilada>): FilaVigilada => ({
  id: 1,
  tipoFuente: 2,
  radicado: '11001400300820200000500',
  diasDesdeConsultaCompleta: 3,
  diasDesdeUltimaActuacion: 40,
  diasHastaTermino: null,
  diasDesdeRegistro: 300,
  actuacionesRecientes: 0,
  nombradoEnPublicacion: false,
  demandantes: null,
  demandados: null,
  ...extra,
});

describe('agruparCandidatos', () => {
  it('plans one CPNU request per radicado, with the strongest signal of its rows', () => {
    const grupos = agruparCandidatos([
      fila({ id: 1, tipoFuente: 0 }),
      fila({ id: 2, tipoFuente: 2, diasDesdeConsultaCompleta: 9, nombradoEnPublicacion: true }),
      fila({
        id: 3,
        tipoFuente: 2,
        diasDesdeUltimaActuacion: 2,
        actuacionesRecientes: 4,
        diasDesdeRegistro: 0,
      }),
      fila({ id: 4, tipoFuente: 4 }),
      fila({ id: 5, tipoFuente: 4 }),
    ]);
    expect(grupos.map((g) => g.filas)).toEqual([[1, 2, 3], [4], [5]]);
    expect(grupos[0]?.candidato).toMatchObject({
      host: 'cpnu',
      solicitadoPorUsuario: true,
      nombradoEnPublicacion: true,
      diasDesdeConsultaCompleta: 9,
      diasDesdeUltimaActuacion: 2,
      actuacionesRecientes: 4,
    });
    expect(grupos[1]?.candidato.host).toBe('samai');
  });

  it("does not let one row's old hearing hide tonight's of another row of the radicado", () => {
    const [grupo] = agruparCandidatos([
      fila({ id: 1, tipoFuente: 0, diasHastaAudiencia: -40 }),
      fila({ id: 2, tipoFuente: 2, diasHastaAudiencia: 0 }),
      fila({ id: 3, tipoFuente: 1, diasHastaAudiencia: 12 }),
    ]);
    expect(grupo?.candidato.diasHastaAudiencia).toBe(0);
    const [futura] = agruparCandidatos([
      fila({ id: 1, tipoFuente: 0, diasHastaAudiencia: 30 }),
      fila({ id: 2, tipoFuente: 2, diasHastaAudiencia: 12 }),
    ]);
    expect(futura?.candidato.diasHastaAudiencia).toBe(12);
  });

  it('gives each CPNU radicado its despacho and the parties of all its rows, for the repeat litigants', () => {
    const grupos = agruparCandidatos([
      fila({ id: 1, tipoFuente: 0, demandantes: 'BANCO DAVIVIENDA S.A.', demandados: 'ANA PÉREZ' }),
      fila({
        id: 2,
        tipoFuente: 2,
        demandantes: 'Banco Davivienda S.A.',
        demandados: 'ANA PÉREZ, LUIS GÓMEZ',
      }),
      fila({ id: 3, tipoFuente: 4, demandantes: 'BANCO DAVIVIENDA S.A.' }),
    ]);
    expect(grupos[0]?.litigante).toEqual({
      despacho: '110014003008',
      partes: ['BANCO DAVIVIENDA S.A.', 'ANA PÉREZ', 'Banco Davivienda S.A.', 'ANA PÉREZ', 'LUIS GÓMEZ'],
    });
    expect(grupos[1]?.litigante).toBeNull();
  });

  it('treats a radicado with any row never fully checked as never checked', () => {
    const [grupo] = agruparCandidatos([fila({ id: 1 }), fila({ id: 2, diasDesdeConsultaCompleta: null })]);
    expect(grupo?.candidato.diasDesdeConsultaCompleta).toBeNull();
  });
});

describe('resumenPresupuesto', () => {
  it('says per host how much of the budget the plan took and why', () => {
    const porMotivo = {
      noElegido: 5,
      usuario: 1,
      publicacion: 2,
      piso: 3,
      probabilidad: 4,
      sinCupo: 0,
      litigante: 6,
      audiencia: 0,
    };
    const uso = {
      host: 'cpnu',
      presupuestoPorEgreso: 18_000,
      egresos: 1,
      previstas: 12,
      elegidos: 10,
      sinCupo: 0,
      noElegidos: 5,
      porMotivo,
      busquedasPorNombre: 1,
      paginasPorNombre: 1,
      reservaPorEgreso: 0,
    };
    expect(resumenPresupuesto([uso])).toBe(
      'cpnu: 12 de 18000 solicitudes previstas (1 egreso); 10 elegidos (usuario 1, publicación 2, audiencia 0, litigante 6 en 1 búsqueda por nombre, piso 3, probabilidad 4), 0 sin cupo, 5 para otra noche',
    );
    // The run-time reserve of tiers 1–2, when there is one, beside the egresses it is kept on.
    expect(resumenPresupuesto([{ ...uso, egresos: 2, reservaPorEgreso: 184 }])).toBe(
      'cpnu: 12 de 36000 solicitudes previstas (2 egresos; 184 reservadas por egreso para usuario, publicación y audiencias); 10 elegidos (usuario 1, publicación 2, audiencia 0, litigante 6 en 1 búsqueda por nombre, piso 3, probabilidad 4), 0 sin cupo, 5 para otra noche',
    );
  });
});
