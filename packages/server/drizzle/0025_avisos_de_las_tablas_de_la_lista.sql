-- The case list reads two tables that migration 0024 added after 0017 installed the answer
-- cache's triggers (decision 0018): expedientes_conteos (the list's total) and
-- expedientes_terminos (the 'termino' order's page). Their writes come from triggers on tables
-- that already notify, or from a refresh that only follows a notified write or a new day, so no
-- answer was served stale; but the rule the cache keeps is simpler when every table its answers
-- read notifies (http/cache-respuestas-tarjeta.ts, tested against pg_trigger).
DO $$
DECLARE
  tabla text;
BEGIN
  FOREACH tabla IN ARRAY ARRAY['expedientes_conteos', 'expedientes_terminos'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION avisar_cuentas_cambiadas()', tabla || '_aviso_insercion', tabla);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION avisar_cuentas_cambiadas()', tabla || '_aviso_cambio', tabla);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION avisar_cuentas_cambiadas()', tabla || '_aviso_borrado', tabla);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION avisar_todas_las_cuentas()', tabla || '_aviso_vaciado', tabla);
  END LOOP;
END
$$;
