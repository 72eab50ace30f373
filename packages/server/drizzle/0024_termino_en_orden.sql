CREATE TABLE "terminos_orden_cuentas" (
	"id_abogado" integer PRIMARY KEY NOT NULL,
	"calendario" text NOT NULL,
	"dia" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expedientes" ADD COLUMN "termino_orden" date;--> statement-breakpoint
ALTER TABLE "expedientes" ADD COLUMN "terminos_cambios" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expedientes" ADD COLUMN "terminos_leidos" integer;--> statement-breakpoint
ALTER TABLE "terminos_orden_cuentas" ADD CONSTRAINT "terminos_orden_cuentas_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expedientes_por_termino" ON "expedientes" USING btree ("id_abogado","termino_orden","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "expedientes_termino_por_calcular" ON "expedientes" USING btree ("id_abogado") WHERE "expedientes"."terminos_leidos" is distinct from "expedientes"."terminos_cambios";--> statement-breakpoint
-- A case's stored término for the 'Termino' order (features/expedientes/orden-por-termino.ts) is
-- good while terminos_leidos = terminos_cambios: every write that can move the término bumps
-- terminos_cambios. Inserts and deletions per statement (the night's bulk insert is one update
-- per statement, cases in ascending order so that two writers never deadlock).
CREATE FUNCTION terminos_cambiados_por_lote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE expedientes e SET terminos_cambios = e.terminos_cambios + 1
      FROM (SELECT DISTINCT id_expediente FROM nuevas ORDER BY id_expediente) n WHERE e.id = n.id_expediente;
  ELSE
    UPDATE expedientes e SET terminos_cambios = e.terminos_cambios + 1
      FROM (SELECT DISTINCT id_expediente FROM viejas ORDER BY id_expediente) v WHERE e.id = v.id_expediente;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER actuaciones_terminos_insercion AFTER INSERT ON actuaciones
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION terminos_cambiados_por_lote();
--> statement-breakpoint
CREATE TRIGGER actuaciones_terminos_borrado AFTER DELETE ON actuaciones
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION terminos_cambiados_por_lote();
--> statement-breakpoint
-- An update only when it touches what a término is read from (other columns, such as a label
-- Tito gives, leave it).
CREATE FUNCTION terminos_cambiados_por_fila() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE expedientes SET terminos_cambios = terminos_cambios + 1
    WHERE id IN (OLD.id_expediente, NEW.id_expediente);
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
  EXECUTE FUNCTION terminos_cambiados_por_fila();
--> statement-breakpoint
-- The radicado names the court whose closures apply.
CREATE FUNCTION terminos_cambiados_por_radicado() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.terminos_cambios := OLD.terminos_cambios + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expedientes_terminos_radicado BEFORE UPDATE OF numero ON expedientes
  FOR EACH ROW WHEN (OLD.numero IS DISTINCT FROM NEW.numero)
  EXECUTE FUNCTION terminos_cambiados_por_radicado();
