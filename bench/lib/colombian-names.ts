/** Realistic Colombian party names for benchmarks: people (nombres + apellidos) and companies. */
import { createZipfPicker, type Random } from './random.ts';

/** Most common first; accents as registered by users (estados usually print them stripped). */
const NOMBRES = (
  'María,José,Juan,Luis,Carlos,Ana,Jorge,Luz,Andrés,Carmen,Diana,Paola,Camilo,Alejandra,Andrea,Fernando,' +
  'David,Daniel,Sandra,Claudia,Martha,Fernanda,Antonio,Miguel,Alberto,Patricia,Jesús,Francisco,Javier,' +
  'Julián,Sebastián,Santiago,Valentina,Camila,Natalia,Laura,Gloria,Rosa,Isabel,Esperanza,Beatriz,Óscar,' +
  'Héctor,Édgar,Hernán,Álvaro,Gustavo,Ricardo,Mauricio,Wilson,Jhon,Yeison,Yuliana,Leidy,Marisol,Nubia,' +
  'Stella,Adriana,Mónica,Liliana,Ángela,Gabriel,Manuel,Rafael,Eduardo,Pedro,Pablo,Diego,Felipe,Esteban,' +
  'Mateo,Nicolás,Samuel,Tomás,Lucía,Sofía,Mariana,Catalina,Juliana,Daniela,Carolina,Jimena,Ximena,Yolanda,' +
  'Elkin,Wilmer,Fredy,Nelson,Orlando,Rubén,Gilberto,Fabio,Rodrigo,Germán,Edwin,Jairo,Arnulfo,Libardo,' +
  'Deyanira,Marleny,Omaira,Edilma,Aura,Dora,Inés,Teresa,Cecilia,Amparo,Socorro,Nohora,Yaneth,Johana'
).split(',');

const APELLIDOS = (
  'Rodríguez,Gómez,González,Martínez,García,López,Hernández,Sánchez,Ramírez,Pérez,Díaz,Muñoz,Rojas,Moreno,' +
  'Jiménez,Castro,Ortiz,Vargas,Suárez,Torres,Romero,Álvarez,Ruiz,Herrera,Valencia,Quintero,Morales,Giraldo,' +
  'Mejía,Restrepo,Cárdenas,Osorio,Gutiérrez,Marín,Castillo,Ríos,Salazar,Aguirre,Arango,Cardona,Zapata,' +
  'Ospina,Henao,Londoño,Montoya,Vélez,Agudelo,Betancur,Franco,Duque,Medina,Correa,Parra,Acosta,Ramos,' +
  'Guerrero,Rincón,Bernal,Pineda,Ortega,Mendoza,Silva,Chaparro,Becerra,Bohórquez,Cifuentes,Ávila,Caicedo,' +
  'Mosquera,Palacios,Córdoba,Rentería,Murillo,Hurtado,Lozano,Sierra,Villamizar,Peña,Cortés,Cruz,Reyes,' +
  'Beltrán,Camacho,Delgado,Escobar,Fonseca,Galeano,Hoyos,Ibarra,Jaramillo,Lemus,Mahecha,Niño,Orozco,' +
  'Patiño,Quiroga,Rozo,Sarmiento,Tovar,Urrego,Vanegas,Yepes,Zuluaga,Alzate,Benavides,Calderón,Daza,' +
  'Echeverry,Forero,Gallego,Hincapié,Isaza,Largo,Manrique,Naranjo,Olaya,Pulido,Quiceno,Rengifo,Saavedra,' +
  'Tabares,Uribe,Valderrama,Wilches,Zambrano,Arbeláez,Bustamante,Cuartas,Duarte,Estrada,Figueroa,Gaviria,' +
  'Holguín,Idárraga,Jaimes,Lasso,Monsalve,Noreña,Ocampo,Posada,Quintana,Rendón,Sepúlveda,Tamayo,Usma'
).split(',');

const SYLLABLES = [
  'ZA',
  'PA',
  'TEI',
  'RO',
  'BU',
  'LLA',
  'QUI',
  'NO',
  'CHA',
  'GUE',
  'VI',
  'DO',
  'RRE',
  'MA',
  'TU',
  'SO',
];

const COMPANY_PREFIXES = [
  'Inversiones',
  'Comercializadora',
  'Constructora',
  'Distribuidora',
  'Transportes',
  'Agropecuaria',
  'Servicios',
  'Inmobiliaria',
  'Grupo',
  'Cooperativa',
  'Conjunto Residencial',
  'Edificio',
  'Clínica',
];
const COMPANY_WORDS = [
  'Andina',
  'del Valle',
  'Los Pinos',
  'El Roble',
  'Santa Fe',
  'Caribe',
  'Pacífico',
  'Altos',
  'Bosque',
  'Horizonte',
  'Cafetera',
  'Llanera',
  'Dorada',
  'Esmeralda',
  'Cóndor',
  'Progreso',
  'Futuro',
  'Capital',
];
const COMPANY_SUFFIXES = ['S.A.S.', 'SAS', 'S.A.', 'LTDA', 'S.A. E.S.P.', 'Y CIA S EN C'];

// Exponents chosen so the commonest tokens get realistic shares (RODRIGUEZ ≈ 4%, MARIA ≈ 10%).
const pickNombre = createZipfPicker(NOMBRES, 0.7);
const pickApellido = createZipfPicker(APELLIDOS, 0.5);

/** A rare, invented surname (ZAPATEIRO-like): the long tail of real registries. */
function rareWord(random: Random): string {
  const syllables = 2 + random.integer(3);
  let word = '';
  for (let index = 0; index < syllables; index++) word += random.pick(SYLLABLES);
  return word.charAt(0) + word.slice(1).toLowerCase();
}

function apellido(random: Random): string {
  return random.chance(0.35) ? rareWord(random) : pickApellido(random);
}

export interface GeneratedName {
  /** As a user would register it (accents, mixed case, sometimes CPNU 'NOMBRES - APELLIDOS'). */
  registered: string;
  /** Parts for printing variants: people have nombres/apellidos, companies only nombres. */
  nombres: string[];
  apellidos: string[];
  isCompany: boolean;
}

export function generateName(random: Random): GeneratedName {
  if (random.chance(0.15)) {
    // Real company names are distinctive (a brand word); only some reuse stock words like 'Andina'.
    const words = [
      random.pick(COMPANY_PREFIXES),
      random.chance(0.7) ? rareWord(random) : random.pick(COMPANY_WORDS),
    ];
    if (random.chance(0.5)) words.push(random.chance(0.5) ? rareWord(random) : random.pick(COMPANY_WORDS));
    // Residential buildings carry 'Propiedad Horizontal' as part of the name, and estados print it.
    if (words[0] === 'Conjunto Residencial' || words[0] === 'Edificio') words.push('Propiedad Horizontal');
    const registered = `${words.join(' ')} ${random.pick(COMPANY_SUFFIXES)}`;
    return { registered, nombres: words, apellidos: [], isCompany: true };
  }
  const nombres = random.chance(0.55) ? [pickNombre(random), pickNombre(random)] : [pickNombre(random)];
  const apellidos = random.chance(0.95) ? [apellido(random), apellido(random)] : [apellido(random)];
  const registered = random.chance(0.2)
    ? `${nombres.join(' ')} - ${apellidos.join(' ')}`.toUpperCase()
    : `${nombres.join(' ')} ${apellidos.join(' ')}`;
  return { registered, nombres, apellidos, isCompany: false };
}
