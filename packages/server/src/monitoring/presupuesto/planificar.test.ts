import { MOTIVOS_NOCHE } from '@expediente/domain/contrato/expedientes';
import { describe, expect, it } from 'vitest';
import {
  ABIERTO,
  type Candidato,
  costoDeGrupo,
  NO_CABE,
  NO_CONVIENE,
  planificarNoche,
  SONDEO,
} from './planificar.ts';
import { CONSULTAS_EN_VUELO_POR_EGRESO } from './presupuesto.ts';
import { probabilidadDeCambio } from './probabilidad.ts';

const dormido = (extra: Partial<Candidato> = {}): Candidato => ({
  host: 'cpnu',
  solicitadoPorUsuario: false,
  nombradoEnPublicacion: false,
  diasDesdeConsultaCompleta: 1,
  diasDesdeUltimaActuacion: 400,
  actuacionesRecientes: 0,
  diasHastaTermino: null,
  diasDesdeRegistro: 900,
  ...extra,
});

const motivos = (plan: ReturnType<typeof planificarNoche>) =>
  Array.from(plan.motivo, (m) => MOTIVOS_NOCHE[m]);

describe('planificarNoche', () => {
  it('checks every process when the budget holds them all (small installations do not change)', () => {
    const candidatos = Array.from({ length: 50 }, (_, i) => dormido({ diasDesdeConsultaCompleta: i % 3 }));
    const plan = planificarNoche(candidatos, {
      presupuesto: { porDefecto: 18_000 },
      egresos: 1,
      diasPiso: 7,
    });
    expect(plan.orden.length).toBe(50);
    expect(new Set(plan.orden).size).toBe(50);
  });

  it('never plans past the budget of a host, per egress, whatever the candidates', () => {
    for (const egresos of [1, 2, 4]) {
      const candidatos = Array.from({ length: 5_000 }, (_, i) =>
        dormido({
          diasDesdeConsultaCompleta: (i * 7) % 30,
          diasDesdeUltimaActuacion: (i * 13) % 60,
          actuacionesRecientes: i % 5,
          nombradoEnPublicacion: i % 11 === 0,
          solicitadoPorUsuario: i % 97 === 0,
        }),
      );
      const plan = planificarNoche(candidatos, { presupuesto: { porDefecto: 300 }, egresos, diasPiso: 7 });
      const [uso] = plan.uso;
      expect(uso?.presupuestoPorEgreso).toBe(300);
      for (const previstas of uso?.previstasPorEgreso ?? []) expect(previstas).toBeLessThanOrEqual(300);
      // At least one request per check: never more checks than the budget of all egresses.
      expect(plan.orden.length).toBeLessThanOrEqual(300 * egresos);
      expect(plan.orden.length).toBeGreaterThan(100 * egresos);
      // The requests spread evenly over the egresses (a check costs at most two).
      const previstas = uso?.previstasPorEgreso ?? [];
      expect(Math.max(...previstas) - Math.min(...previstas)).toBeLessThanOrEqual(2);
      const porEgreso = new Array<number>(egresos).fill(0);
      for (const i of plan.orden) porEgreso[plan.egreso[i] as number]++;
      expect(porEgreso.every((checks) => checks > 0)).toBe(true);
    }
  });

  it('keeps each host to its own budget', () => {
    const candidatos = [
      ...Array.from({ length: 100 }, () => dormido()),
      ...Array.from({ length: 100 }, () => dormido({ host: 'samai' })),
    ];
    const plan = planificarNoche(candidatos, {
      presupuesto: { porDefecto: 1000, porHost: { samai: 10 } },
      egresos: 1,
      diasPiso: 7,
    });
    const elegidos = (host: string) =>
      Array.from(plan.orden).filter((i) => candidatos[i]?.host === host).length;
    expect(elegidos('cpnu')).toBe(100);
    expect(elegidos('samai')).toBeGreaterThan(0);
    expect(elegidos('samai')).toBeLessThan(10);
    const samai = plan.uso.find((uso) => uso.host === 'samai');
    expect(samai?.previstasPorEgreso[0]).toBeLessThanOrEqual(10);
    expect(samai?.noElegidos).toBe(100 - elegidos('samai'));
  });

  it('puts user-triggered checks first, then those named in publications, then the floor', () => {
    const candidatos = [
      dormido({ diasDesdeConsultaCompleta: 30 }),
      dormido({ nombradoEnPublicacion: true }),
      dormido({ diasDesdeUltimaActuacion: 0, actuacionesRecientes: 9 }),
      dormido({ solicitadoPorUsuario: true }),
      dormido({ diasDesdeConsultaCompleta: null }),
    ];
    const plan = planificarNoche(candidatos, { presupuesto: { porDefecto: 100 }, egresos: 1, diasPiso: 7 });
    expect(Array.from(plan.orden)).toEqual([3, 4, 1, 0, 2]);
    expect(motivos(plan)).toEqual(['piso', 'publicacion', 'probabilidad', 'usuario', 'usuario']);
  });

  it('gives a short budget to the user first and says which were left without room', () => {
    const candidatos = [
      ...Array.from({ length: 20 }, () => dormido({ nombradoEnPublicacion: true })),
      ...Array.from({ length: 5 }, () => dormido({ solicitadoPorUsuario: true })),
    ];
    const plan = planificarNoche(candidatos, { presupuesto: { porDefecto: 16 }, egresos: 1, diasPiso: 7 });
    const elegidos = motivos(plan);
    expect(elegidos.slice(20)).toEqual(Array(5).fill('usuario'));
    expect(elegidos.filter((m) => m === 'publicacion').length).toBeGreaterThan(0);
    expect(elegidos.filter((m) => m === 'sinCupo').length).toBeGreaterThan(0);
    expect(plan.uso[0]?.previstasPorEgreso[0]).toBeLessThanOrEqual(16);
  });

  it('chooses every publication-named process over likelier-looking ones', () => {
    const candidatos = [
      ...Array.from({ length: 200 }, () =>
        dormido({ diasDesdeUltimaActuacion: 0, actuacionesRecientes: 20 }),
      ),
      ...Array.from({ length: 10 }, () => dormido({ nombradoEnPublicacion: true })),
    ];
    const plan = planificarNoche(candidatos, { presupuesto: { porDefecto: 40 }, egresos: 1, diasPiso: 7 });
    expect(motivos(plan).slice(200)).toEqual(Array(10).fill('publicacion'));
  });

  it('checks a process on the day its hearing was fixed for, before the floor takes the budget', () => {
    // No estado announces what the court does at a hearing (docs/actividad-de-los-juzgados.md).
    const candidatos = [
      ...Array.from({ length: 100 }, () => dormido({ diasDesdeConsultaCompleta: 9 })),
      dormido({ diasHastaAudiencia: 0 }),
      // Fell since the last full check, 3 days ago: still to be seen.
      dormido({ diasDesdeConsultaCompleta: 3, diasHastaAudiencia: -2 }),
      // Already seen by the last full check, or still to come: nothing tonight.
      dormido({ diasDesdeConsultaCompleta: 3, diasHastaAudiencia: -3 }),
      dormido({ diasHastaAudiencia: 4 }),
    ];
    const plan = planificarNoche(candidatos, { presupuesto: { porDefecto: 20 }, egresos: 1, diasPiso: 7 });
    expect(Array.from(plan.orden.slice(0, 2))).toEqual([100, 101]);
    expect(motivos(plan).slice(100)).toEqual(['audiencia', 'audiencia', 'noElegido', 'noElegido']);
    // Planned with tiers 1–2: their reserve at run time holds it.
    expect(plan.uso[0]?.prioritariasPrevistas).toBeGreaterThanOrEqual(2);
  });

  it('respects the floor: a process unchecked for N days goes before likelier ones while the budget holds', () => {
    const candidatos = [
      ...Array.from({ length: 100 }, () =>
        dormido({ diasDesdeUltimaActuacion: 1, actuacionesRecientes: 10 }),
      ),
      dormido({ diasDesdeConsultaCompleta: 8 }),
      dormido({ diasDesdeConsultaCompleta: 7 }),
      dormido({ diasDesdeConsultaCompleta: 6 }),
    ];
    const plan = planificarNoche(candidatos, { presupuesto: { porDefecto: 20 }, egresos: 1, diasPiso: 7 });
    expect(Array.from(plan.orden.slice(0, 2))).toEqual([100, 101]);
    expect(motivos(plan)[102]).toBe('noElegido');
  });

  it('lets the floor take only its share of the budget when asked (cuotaPiso)', () => {
    const candidatos = [
      ...Array.from({ length: 100 }, () => dormido({ diasDesdeConsultaCompleta: 10 })),
      ...Array.from({ length: 100 }, () => dormido({ diasDesdeUltimaActuacion: 1, actuacionesRecientes: 6 })),
    ];
    const opciones = { presupuesto: { porDefecto: 60 }, egresos: 1, diasPiso: 7 };
    const estricto = motivos(planificarNoche(candidatos, opciones));
    expect(estricto.filter((m) => m === 'probabilidad')).toHaveLength(0);
    const repartido = motivos(planificarNoche(candidatos, { ...opciones, cuotaPiso: 0.5 }));
    expect(repartido.filter((m) => m === 'piso').length).toBeLessThanOrEqual(30);
    expect(repartido.filter((m) => m === 'probabilidad').length).toBeGreaterThan(20);
  });

  it('spends what is left on the likeliest changes', () => {
    const candidatos = [
      dormido({ diasDesdeUltimaActuacion: 500 }),
      dormido({ diasDesdeUltimaActuacion: 2, actuacionesRecientes: 6 }),
      dormido({ diasDesdeUltimaActuacion: 60 }),
    ];
    const plan = planificarNoche(candidatos, { presupuesto: { porDefecto: 4 }, egresos: 1, diasPiso: 7 });
    expect(plan.orden[0]).toBe(1);
    expect(motivos(plan)[0]).toBe('noElegido');
  });
  it('says what tiers 1–2 need (kept for them at run time) and keeps the night margin from the rest', () => {
    // Ten user checks whose last actuación is from the last day: one request each, no variance.
    const candidatos = [
      ...Array.from({ length: 10 }, () =>
        dormido({ solicitadoPorUsuario: true, diasDesdeUltimaActuacion: 1 }),
      ),
      ...Array.from({ length: 500 }, () => dormido()),
    ];
    const opciones = { presupuesto: { porDefecto: 100 }, egresos: 2, diasPiso: 7 };
    const suma = (plan: ReturnType<typeof planificarNoche>) =>
      (plan.uso[0]?.previstasPorEgreso ?? []).reduce((a, b) => a + b, 0);
    const sinMargen = planificarNoche(candidatos, opciones);
    const conMargen = planificarNoche(candidatos, { ...opciones, reservaUsuario: 5 });
    for (const plan of [sinMargen, conMargen]) {
      expect(plan.uso[0]?.prioritariasPrevistas).toBe(10);
      expect(motivos(plan).filter((m) => m === 'usuario')).toHaveLength(10);
    }
    // Without the margin the lower tiers fill the budget (less 1 % for pages and the page each of
    // the 16 checks in flight per egress claims); with it, 5 per egress stay free for the checks a
    // person asks for during the night.
    const lleno = 2 * 100 * 0.99 - 2 * CONSULTAS_EN_VUELO_POR_EGRESO;
    expect(suma(sinMargen)).toBeGreaterThan(lleno - 2 * 5);
    expect(suma(conMargen)).toBeLessThanOrEqual(lleno - 2 * 5);
  });
});

describe('probabilidadDeCambio', () => {
  const base = dormido();
  it('is higher for a process in a burst than for a dormant one, and grows with the days unchecked', () => {
    const enRafaga = probabilidadDeCambio({ ...base, diasDesdeUltimaActuacion: 2, actuacionesRecientes: 4 });
    const quieto = probabilidadDeCambio(base);
    expect(enRafaga).toBeGreaterThan(5 * quieto);
    expect(probabilidadDeCambio({ ...base, diasDesdeConsultaCompleta: 10 })).toBeGreaterThan(quieto);
  });
  it('counts a término falling due and a recent registration', () => {
    const quieto = probabilidadDeCambio(base);
    // The measured 19 % of the days after a término ends (PARAMETROS_PROBABILIDAD), on top of the chain's.
    expect(probabilidadDeCambio({ ...base, diasHastaTermino: 0 })).toBeCloseTo(1 - (1 - quieto) * 0.81, 6);
    expect(probabilidadDeCambio({ ...base, diasHastaTermino: 5 })).toBe(quieto);
    expect(probabilidadDeCambio({ ...base, diasDesdeRegistro: 1 })).toBeGreaterThan(0.25);
  });
  it('is 1 for a process never fully checked and 0 for one checked tonight already', () => {
    expect(probabilidadDeCambio({ ...base, diasDesdeConsultaCompleta: null })).toBe(1);
    expect(probabilidadDeCambio({ ...base, diasDesdeConsultaCompleta: 0 })).toBe(0);
  });
});

describe('planificarNoche: repeat litigants', () => {
  it('reads a group with one search by name: its members cost only the page reads their news would', () => {
    // 40 dormant radicados of one litigant and 100 others, a budget of 30: per radicado, 30 reach
    // 14 or so; with the search by name all 40 are checked for about one request and a bit.
    const candidatos = Array.from({ length: 140 }, () => dormido({ diasDesdeConsultaCompleta: 2 }));
    const miembros = Array.from({ length: 40 }, (_, i) => i * 3);
    const plan = planificarNoche(candidatos, {
      presupuesto: { porDefecto: 30 },
      egresos: 1,
      diasPiso: 7,
      litigantes: [{ miembros, paginas: 2 }],
    });
    expect(plan.grupoAbierto[0]).toBe(ABIERTO);
    const m = motivos(plan);
    expect(miembros.every((i) => m[i] === 'litigante')).toBe(true);
    const [uso] = plan.uso;
    expect(uso?.busquedasPorNombre).toBe(1);
    expect(uso?.paginasPorNombre).toBe(2);
    expect(uso?.previstasPorEgreso[0]).toBeLessThanOrEqual(30);
    // The group took about two requests and a little; the rest of the budget went on others.
    expect(plan.orden.length).toBeGreaterThan(40 + 10);
  });

  it('checks a member a person asked for on its own, before the group, which reads the others', () => {
    const candidatos = Array.from({ length: 6 }, () => dormido());
    (candidatos[4] as Candidato).solicitadoPorUsuario = true;
    const plan = planificarNoche(candidatos, {
      presupuesto: { porDefecto: 18_000 },
      egresos: 2,
      diasPiso: 7,
      litigantes: [{ miembros: [1, 3, 4, 5], paginas: 1 }],
    });
    const m = motivos(plan);
    expect([m[4], m[1], m[3], m[5]]).toEqual(['usuario', 'litigante', 'litigante', 'litigante']);
    // The group's members on one egress (its search and its pages), that of its search.
    expect(new Set([1, 3, 5].map((i) => plan.egreso[i]))).toEqual(new Set([plan.grupoEgreso[0]]));
    expect(Array.from(plan.orden).slice(0, 4)).toEqual([4, 1, 3, 5]);
  });

  it('plans the estados-named checks on their own, before any search by name takes the budget', () => {
    // 10 named radicados, half of them the group's (2 requests each with their news), take 20 of a
    // budget of 22; the group's other 5 (3 pages, cheaper than their own searches) do not fit beside.
    const nombrados = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
    const candidatos = Array.from({ length: 20 }, (_, i) =>
      dormido({ nombradoEnPublicacion: nombrados.includes(i) }),
    );
    const plan = planificarNoche(candidatos, {
      presupuesto: { porDefecto: 22 },
      egresos: 1,
      diasPiso: 7,
      litigantes: [{ miembros: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], paginas: 3 }],
    });
    const m = motivos(plan);
    expect(nombrados.map((i) => m[i])).toEqual(Array(10).fill('publicacion'));
    expect(Array.from(plan.orden).slice(0, 10)).toEqual(nombrados);
    expect(plan.grupoAbierto[0]).toBe(NO_CABE);
    expect(plan.uso[0]?.busquedasPorNombre).toBe(0);
  });

  it('plans a group at the pages its last search took', () => {
    const candidatos = Array.from({ length: 60 }, () => dormido({ diasDesdeConsultaCompleta: 2 }));
    const miembros = Array.from({ length: 30 }, (_, i) => i);
    const conPaginas = (paginas: number) =>
      planificarNoche(candidatos, {
        presupuesto: { porDefecto: 18_000 },
        egresos: 1,
        diasPiso: 7,
        litigantes: [{ miembros, paginas }],
      }).uso[0];
    const [dos, nueve] = [conPaginas(2), conPaginas(9)];
    expect(nueve?.paginasPorNombre).toBe(9);
    expect((nueve?.previstasPorEgreso[0] as number) - (dos?.previstasPorEgreso[0] as number)).toBeCloseTo(
      7,
      5,
    );
  });

  it('leaves closed a group whose pages cost more than its members own searches', () => {
    // 6 dormant members cost 6 searches and their news alone; 6 pages and the same news are no saving.
    const candidatos = Array.from({ length: 8 }, () => dormido({ diasDesdeConsultaCompleta: 2 }));
    const plan = planificarNoche(candidatos, {
      presupuesto: { porDefecto: 18_000 },
      egresos: 1,
      diasPiso: 7,
      litigantes: [{ miembros: [0, 1, 2, 3, 4, 5], paginas: 6 }],
    });
    expect(plan.grupoAbierto[0]).toBe(NO_CONVIENE);
    expect(plan.uso[0]?.busquedasPorNombre).toBe(0);
    expect(
      motivos(plan)
        .slice(0, 6)
        .every((m) => m === 'probabilidad'),
    ).toBe(true);
  });

  it('only probes a group never searched: one page, its members checked one by one', () => {
    const candidatos = Array.from({ length: 8 }, () => dormido({ diasDesdeConsultaCompleta: 2 }));
    const sinGrupo = planificarNoche(candidatos, {
      presupuesto: { porDefecto: 18_000 },
      egresos: 1,
      diasPiso: 7,
    });
    const plan = planificarNoche(candidatos, {
      presupuesto: { porDefecto: 18_000 },
      egresos: 1,
      diasPiso: 7,
      litigantes: [{ miembros: [0, 1, 2, 3, 4, 5], paginas: null }],
    });
    expect(plan.grupoAbierto[0]).toBe(SONDEO);
    expect(plan.grupoEgreso[0]).toBe(0);
    expect(motivos(plan)).toEqual(motivos(sinGrupo));
    expect(plan.uso[0]?.paginasPorNombre).toBe(1);
    expect(
      (plan.uso[0]?.previstasPorEgreso[0] as number) - (sinGrupo.uso[0]?.previstasPorEgreso[0] as number),
    ).toBeCloseTo(1, 5);
  });

  it('lets no group of members checked lately take the budget of the floor', () => {
    // Six radicados of one litigant read last night and ten others unchecked for 9 days: the budget
    // (22: ten checks and the page each claims in flight) holds the ten floor checks but not the
    // search beside them. Opened first, the group left
    // one overdue radicado without room night after night (the scale bench's floor broke).
    const candidatos = [
      ...Array.from({ length: 6 }, () => dormido()),
      ...Array.from({ length: 10 }, () => dormido({ diasDesdeConsultaCompleta: 9 })),
    ];
    const opciones = { presupuesto: { porDefecto: 22 }, egresos: 1, diasPiso: 7 };
    const plan = planificarNoche(candidatos, {
      ...opciones,
      litigantes: [{ miembros: [0, 1, 2, 3, 4, 5], paginas: 1 }],
    });
    expect(motivos(plan).slice(6)).toEqual(Array(10).fill('piso'));
    expect(plan.grupoAbierto[0]).toBe(NO_CABE);
    // With a member due for the floor, the group reads it (and the others) before the floor.
    const debido = planificarNoche(
      candidatos.map((c, i) => (i === 2 ? { ...c, diasDesdeConsultaCompleta: 8 } : c)),
      { ...opciones, litigantes: [{ miembros: [0, 1, 2, 3, 4, 5], paginas: 1 }] },
    );
    expect(debido.grupoAbierto[0]).toBe(ABIERTO);
    expect(motivos(debido).slice(0, 6)).toEqual(Array(6).fill('litigante'));
    expect(motivos(debido).filter((m) => m === 'sinCupo').length).toBeGreaterThan(0);
  });

  it('leaves a group closed when its search does not fit, and checks members one by one if they do', () => {
    const candidatos = Array.from({ length: 12 }, () => dormido({ diasDesdeConsultaCompleta: 9 }));
    const plan = planificarNoche(candidatos, {
      presupuesto: { porDefecto: 4 },
      egresos: 1,
      diasPiso: 7,
      litigantes: [{ miembros: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], paginas: 8 }],
    });
    expect(plan.grupoAbierto[0]).toBe(NO_CABE);
    expect(plan.uso[0]?.busquedasPorNombre).toBe(0);
    expect(motivos(plan).filter((m) => m === 'piso').length).toBeGreaterThan(0);
    expect(plan.uso[0]?.previstasPorEgreso[0]).toBeLessThanOrEqual(4);
  });
});

describe('costoDeGrupo', () => {
  const dormida = { diasDesdeUltimaActuacion: 400 };
  const reciente = { diasDesdeUltimaActuacion: 1 };

  it('costs the pages plus each member news, and pays off while the pages are fewer than the searches saved', () => {
    expect(costoDeGrupo(2, [dormida, dormida, dormida], [0.1, 0.1, 0.2])).toMatchObject({
      conviene: true,
    });
    expect(costoDeGrupo(2, [dormida, dormida, dormida], [0.1, 0.1, 0.2]).costo).toBeCloseTo(2.4, 5);
    expect(costoDeGrupo(3, [dormida, dormida, dormida], [0.1, 0.1, 0.2]).conviene).toBe(false);
  });

  it('saves nothing on a member whose last actuación is from the last day (its page is read directly)', () => {
    const { costo, varianza, conviene } = costoDeGrupo(1, [reciente, reciente, dormida], [0.9, 0.9, 0]);
    expect(costo).toBe(3);
    expect(varianza).toBe(0);
    // Two pages read either way: the one search saved must outweigh the one page.
    expect(conviene).toBe(false);
    expect(costoDeGrupo(1, [reciente, dormida, dormida], [0.9, 0, 0]).conviene).toBe(true);
  });
});
