-- The answer cache is gone (decision 0018, reviewed 27/11/2026): with 200 users across 50
-- accounts it made no measurable difference, and its rule needed every table a card reads to
-- notify. Its triggers and functions (migration 0017) go with it; every write statement to the
-- case tables stops paying for them.
DO $$
DECLARE
  tabla text;
  sufijo text;
BEGIN
  FOREACH tabla IN ARRAY ARRAY['expedientes', 'procesos_en_fuente', 'actuaciones', 'coincidencias', 'consultas'] LOOP
    FOREACH sufijo IN ARRAY ARRAY['insercion', 'cambio', 'borrado', 'vaciado'] LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tabla || '_aviso_' || sufijo, tabla);
    END LOOP;
  END LOOP;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS documentos_publicados_aviso_cambio ON documentos_publicados;
--> statement-breakpoint
DROP FUNCTION IF EXISTS avisar_cuentas_cambiadas();
--> statement-breakpoint
DROP FUNCTION IF EXISTS avisar_todas_las_cuentas();
