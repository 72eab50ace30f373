// Migration drift check (CI): drizzle-kit generates from the schema into a copy of the migrations
// folder; any file it writes means a table, column or index in the code has no migration yet.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '../packages/server');
const copia = fs.mkdtempSync(path.join(os.tmpdir(), 'expediente-drift-'));
fs.cpSync(path.join(server, 'drizzle'), path.join(copia, 'drizzle'), { recursive: true });
const config = path.join(server, 'drizzle.drift.config.ts');
const original = fs.readFileSync(path.join(server, 'drizzle.config.ts'), 'utf8');
fs.writeFileSync(
  config,
  original.replace(
    "out: './drizzle'",
    `out: ${JSON.stringify(path.relative(server, path.join(copia, 'drizzle')))}`,
  ),
);

const listar = (dir) => fs.readdirSync(dir, { recursive: true }).map(String).sort();
try {
  const antes = listar(path.join(server, 'drizzle'));
  const salida = execFileSync('npx', ['drizzle-kit', 'generate', '--config', config], {
    cwd: server,
    encoding: 'utf8',
    stdio: 'pipe',
  });
  const nuevos = listar(path.join(copia, 'drizzle')).filter((file) => !antes.includes(file));
  // drizzle-kit exits 0 even when it fails: only its own 'no changes' line counts as in step.
  if (nuevos.length === 0 && !salida.includes('No schema changes')) {
    console.error(`drizzle-kit no pudo comparar el esquema con las migraciones:\n${salida}`);
    process.exitCode = 1;
  } else if (nuevos.length > 0) {
    console.error(`Migraciones desfasadas: el esquema tiene cambios sin migración (${nuevos.join(', ')}).`);
    console.error('Genera la migración con: cd packages/server && npx drizzle-kit generate');
    process.exitCode = 1;
  } else {
    console.log('Migraciones al día con el esquema.');
  }
} finally {
  fs.rmSync(config, { force: true });
  fs.rmSync(copia, { recursive: true, force: true });
}
