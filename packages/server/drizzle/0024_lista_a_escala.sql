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

--> statement-breakpoint
CREATE TABLE "expedientes_terminos" (
	"id_expediente" integer PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"termino" date,
	"cambios" integer DEFAULT 0 NOT NULL,
	"leidos" integer
);
--> statement-breakpoint
CREATE TABLE "terminos_orden_cuentas" (
	"id_abogado" integer PRIMARY KEY NOT NULL,
	"calendario" text NOT NULL,
	"dia" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expedientes_terminos" ADD CONSTRAINT "expedientes_terminos_id_expediente_expedientes_id_fk" FOREIGN KEY ("id_expediente") REFERENCES "public"."expedientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminos_orden_cuentas" ADD CONSTRAINT "terminos_orden_cuentas_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expedientes_terminos_orden" ON "expedientes_terminos" USING btree ("id_abogado","termino","id_expediente" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "expedientes_terminos_por_calcular" ON "expedientes_terminos" USING btree ("id_abogado") WHERE "expedientes_terminos"."leidos" is distinct from "expedientes_terminos"."cambios";--> statement-breakpoint
-- Every case has its row in expedientes_terminos (features/expedientes/orden-por-termino.ts):
-- the existing ones now, each new one when it is inserted (per statement: an import is one insert).
INSERT INTO expedientes_terminos (id_expediente, id_abogado) SELECT id, id_abogado FROM expedientes;
--> statement-breakpoint
CREATE FUNCTION expedientes_terminos_nuevos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO expedientes_terminos (id_expediente, id_abogado)
    SELECT id, id_abogado FROM nuevas ORDER BY id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expedientes_terminos_insercion AFTER INSERT ON expedientes
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION expedientes_terminos_nuevos();
--> statement-breakpoint
-- The radicado names the court whose closures apply; the account owns the row.
CREATE FUNCTION expedientes_terminos_caso_cambiado() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE expedientes_terminos SET cambios = cambios + 1, id_abogado = NEW.id_abogado
    WHERE id_expediente = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expedientes_terminos_radicado AFTER UPDATE OF numero, id_abogado ON expedientes
  FOR EACH ROW WHEN (OLD.numero IS DISTINCT FROM NEW.numero OR OLD.id_abogado IS DISTINCT FROM NEW.id_abogado)
  EXECUTE FUNCTION expedientes_terminos_caso_cambiado();
--> statement-breakpoint
-- A stored término is good while leidos = cambios: every write to a case's actuaciones bumps
-- cambios. Inserts and deletions per statement (the night's bulk insert is one update per
-- statement, cases in ascending order so that two writers never deadlock).
CREATE FUNCTION expedientes_terminos_por_lote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE expedientes_terminos t SET cambios = t.cambios + 1
      FROM (SELECT DISTINCT id_expediente FROM nuevas ORDER BY id_expediente) n
      WHERE t.id_expediente = n.id_expediente;
  ELSE
    UPDATE expedientes_terminos t SET cambios = t.cambios + 1
      FROM (SELECT DISTINCT id_expediente FROM viejas ORDER BY id_expediente) v
      WHERE t.id_expediente = v.id_expediente;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER actuaciones_terminos_insercion AFTER INSERT ON actuaciones
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION expedientes_terminos_por_lote();
--> statement-breakpoint
CREATE TRIGGER actuaciones_terminos_borrado AFTER DELETE ON actuaciones
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION expedientes_terminos_por_lote();
--> statement-breakpoint
-- An update only when it touches what a término is read from (other columns, such as a label
-- Tito gives, leave it).
CREATE FUNCTION expedientes_terminos_por_fila() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE expedientes_terminos SET cambios = cambios + 1
    WHERE id_expediente IN (OLD.id_expediente, NEW.id_expediente);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER actuaciones_terminos_cambio
  AFTER UPDATE OF id_expediente, descripcion, anotacion, fecha_actuacion, fecha_registro,
    fecha_inicio_termino, fecha_finaliza_termino ON actuaciones
  FOR EACH ROW
  WHEN ((OLD.id_expediente, OLD.descripcion, OLD.anotacion, OLD.fecha_actuacion, OLD.fecha_registro,
      OLD.fecha_inicio_termino, OLD.fecha_finaliza_termino)
    IS DISTINCT FROM (NEW.id_expediente, NEW.descripcion, NEW.anotacion, NEW.fecha_actuacion,
      NEW.fecha_registro, NEW.fecha_inicio_termino, NEW.fecha_finaliza_termino))
  EXECUTE FUNCTION expedientes_terminos_por_fila();
