import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-expedientes.ts',
    './src/db/schema-facturacion.ts',
    './src/db/schema-control-cambios.ts',
    './src/db/schema-notificaciones.ts',
    './src/db/schema-informes-cuenta.ts',
    './src/features/perfil/tabla.ts',
    './src/features/calendario-feed/tabla.ts',
    './src/features/superintendencias/tabla.ts',
    './src/features/api-publica/tabla.ts',
    './src/features/referidos/tabla.ts',
    './src/features/comunicaciones/tabla.ts',
    './src/features/webhooks/tabla.ts',
    './src/features/cierres-judiciales/tabla.ts',
    './src/monitoring/presupuesto/tabla.ts',
    './src/features/cuenta/tabla.ts',
  ],
  out: './drizzle',
});
