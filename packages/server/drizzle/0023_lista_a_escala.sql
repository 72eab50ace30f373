-- pg_trgm (a contrib extension shipped with PostgreSQL and with the embedded build; trusted, so
-- a database owner may create it) gives the case list's search a trigram index (decision 0020).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "expedientes_conteos" (
	"id_abogado" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expedientes" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (translate(regexp_replace(lower(coalesce(demandantes, '') || chr(1) || coalesce(demandados, '') || chr(1) || coalesce(despacho, '') || chr(1) || coalesce(etiqueta, '')), '[[:space:]]+', ' ', 'g'), 'áàâäéèêëíìîïóòôöúùûüñÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "expedientes_conteos" ADD CONSTRAINT "expedientes_conteos_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expedientes_busqueda_trigramas" ON "expedientes" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expedientes_numero_trigramas" ON "expedientes" USING gin ("numero" gin_trgm_ops);
--> statement-breakpoint
-- Keeps expedientes_conteos: per statement (a worksheet import is one statement, one update per
-- account), accounts in ascending order so that two writers never deadlock. Decrements only
-- update: an account being deleted has already lost its count row (ON DELETE CASCADE).
CREATE FUNCTION expedientes_conteos_sumar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO expedientes_conteos (id_abogado, total)
    SELECT id_abogado, count(*)::int FROM nuevas GROUP BY id_abogado ORDER BY id_abogado
  ON CONFLICT (id_abogado) DO UPDATE SET total = expedientes_conteos.total + excluded.total;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION expedientes_conteos_restar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE expedientes_conteos c SET total = c.total - v.n
    FROM (SELECT id_abogado, count(*)::int AS n FROM viejas GROUP BY id_abogado ORDER BY id_abogado) v
    WHERE c.id_abogado = v.id_abogado;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A case never changes hands today; if one ever does, both accounts' counts follow it.
CREATE FUNCTION expedientes_conteos_mover() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE expedientes_conteos SET total = total - 1 WHERE id_abogado = OLD.id_abogado;
  INSERT INTO expedientes_conteos (id_abogado, total) VALUES (NEW.id_abogado, 1)
  ON CONFLICT (id_abogado) DO UPDATE SET total = expedientes_conteos.total + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expedientes_conteos_insercion AFTER INSERT ON expedientes
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION expedientes_conteos_sumar();
--> statement-breakpoint
CREATE TRIGGER expedientes_conteos_borrado AFTER DELETE ON expedientes
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION expedientes_conteos_restar();
--> statement-breakpoint
CREATE TRIGGER expedientes_conteos_cambio_de_cuenta AFTER UPDATE OF id_abogado ON expedientes
  FOR EACH ROW WHEN (OLD.id_abogado IS DISTINCT FROM NEW.id_abogado)
  EXECUTE FUNCTION expedientes_conteos_mover();
--> statement-breakpoint
-- TRUNCATE (tests, never the product) empties the counts with the cases.
CREATE FUNCTION expedientes_conteos_vaciar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM expedientes_conteos;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expedientes_conteos_vaciado AFTER TRUNCATE ON expedientes
  FOR EACH STATEMENT EXECUTE FUNCTION expedientes_conteos_vaciar();
--> statement-breakpoint
INSERT INTO expedientes_conteos (id_abogado, total)
  SELECT id_abogado, count(*)::int FROM expedientes GROUP BY id_abogado;
