-- The case list reads two tables that migration 0024 added after 0017 installed the answer
-- cache's triggers (decision 0018): expedientes_conteos (the list's total) and
-- expedientes_terminos (the 'termino' order's page). Their writes come from triggers on tables
-- that already notify, or from a refresh that only follows a notified write or a new day, so no
-- answer was served stale; but the cache's rule is simpler when every table its answers read
-- notifies (http/cache-respuestas-tarjeta.ts, tested against pg_trigger).
--
-- A table with `id_abogado` gets 0017's four triggers with one call, for this migration and any
-- later one that lists a new table there.
CREATE FUNCTION instalar_avisos_de_cuenta(tabla text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  evento text;
BEGIN
  FOREACH evento IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION avisar_cuentas_cambiadas()',
      tabla || '_aviso_' || CASE evento WHEN 'INSERT' THEN 'insercion' WHEN 'UPDATE' THEN 'cambio' ELSE 'borrado' END,
      evento,
      tabla,
      CASE evento
        WHEN 'INSERT' THEN 'NEW TABLE AS nuevas'
        WHEN 'UPDATE' THEN 'OLD TABLE AS viejas NEW TABLE AS nuevas'
        ELSE 'OLD TABLE AS viejas'
      END);
  END LOOP;
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION avisar_todas_las_cuentas()', tabla || '_aviso_vaciado', tabla);
END
$$;
--> statement-breakpoint
SELECT instalar_avisos_de_cuenta('expedientes_conteos');
--> statement-breakpoint
SELECT instalar_avisos_de_cuenta('expedientes_terminos');
