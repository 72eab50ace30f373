-- Every write to the rows the case list and the case detail are made of tells the listening
-- server processes which accounts changed (channel expediente_cuentas, payload the account id,
-- or '*' for all), so that their answer caches drop those accounts (decision 0018). NOTIFY is
-- delivered only when the transaction commits, takes no row lock, and PostgreSQL merges the
-- same payload sent twice in one transaction. Statement-level triggers: a night's bulk insert
-- costs one notification per account, not one per row.
CREATE FUNCTION avisar_cuentas_cambiadas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cuentas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT id_abogado) INTO cuentas FROM nuevas;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT id_abogado) INTO cuentas FROM viejas;
  ELSE
    SELECT array_agg(DISTINCT id_abogado) INTO cuentas
      FROM (SELECT id_abogado FROM nuevas UNION SELECT id_abogado FROM viejas) AS ambas;
  END IF;
  IF cuentas IS NULL THEN
    RETURN NULL;
  END IF;
  -- A statement over many accounts (the night's bulk updates) says 'all' once.
  IF cardinality(cuentas) > 100 THEN
    PERFORM pg_notify('expediente_cuentas', '*');
  ELSE
    PERFORM pg_notify('expediente_cuentas', cuenta::text) FROM unnest(cuentas) AS cuenta;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows without an account (a published document read by every account) and TRUNCATE say 'all'.
CREATE FUNCTION avisar_todas_las_cuentas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('expediente_cuentas', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  tabla text;
BEGIN
  FOREACH tabla IN ARRAY ARRAY['expedientes', 'procesos_en_fuente', 'actuaciones', 'coincidencias', 'consultas'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION avisar_cuentas_cambiadas()', tabla || '_aviso_insercion', tabla);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION avisar_cuentas_cambiadas()', tabla || '_aviso_cambio', tabla);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION avisar_cuentas_cambiadas()', tabla || '_aviso_borrado', tabla);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION avisar_todas_las_cuentas()', tabla || '_aviso_vaciado', tabla);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER documentos_publicados_aviso_cambio AFTER UPDATE OR DELETE OR TRUNCATE ON documentos_publicados FOR EACH STATEMENT EXECUTE FUNCTION avisar_todas_las_cuentas();
