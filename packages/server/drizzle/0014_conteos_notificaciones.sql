CREATE TABLE "notificaciones_conteos" (
	"id_abogado" integer NOT NULL,
	"fecha" date NOT NULL,
	"id_fuente" smallint NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"no_vistas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notificaciones_conteos_id_abogado_id_fuente_fecha_pk" PRIMARY KEY("id_abogado","id_fuente","fecha")
);
--> statement-breakpoint
ALTER TABLE "notificaciones_conteos" ADD CONSTRAINT "notificaciones_conteos_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificaciones_cambio_sin_expediente" ON "notificaciones_cambio" USING btree ("id_abogado","id_expediente_origen") WHERE "notificaciones_cambio"."id_expediente" is null;--> statement-breakpoint
-- The sources a notification belongs to, as the inbox's source filter reads them: the one it is
-- filed under and every source its changes name (a change reported by two sources is one notification).
CREATE FUNCTION notificacion_fuentes(id_fuente smallint, cambios jsonb) RETURNS smallint[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT f ORDER BY f), '{}'::smallint[])
  FROM (
    SELECT id_fuente AS f WHERE id_fuente IS NOT NULL
    UNION
    SELECT (jsonb_path_query(cambios, '$[*].fuentes[*] ? (@.type() == "number")'))::text::smallint
  ) s
$$;
--> statement-breakpoint
-- Keeps notificaciones_conteos: +1 for a new row, -1 for a removed one, and an update is both.
-- Decrements only update (an account being deleted has already lost its count rows); rows are
-- always touched in the same order (-1 first, then ascending sources) so two writers never deadlock.
CREATE FUNCTION notificaciones_conteos_mantener() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE notificaciones_conteos c
      SET total = c.total - 1, no_vistas = c.no_vistas - (CASE WHEN OLD.visto THEN 0 ELSE 1 END)
      WHERE c.id_abogado = OLD.id_abogado AND c.fecha = OLD.fecha
        AND c.id_fuente = ANY (ARRAY[-1]::smallint[] || notificacion_fuentes(OLD.id_fuente, OLD.cambios));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO notificaciones_conteos (id_abogado, fecha, id_fuente, total, no_vistas)
      SELECT NEW.id_abogado, NEW.fecha, f, 1, CASE WHEN NEW.visto THEN 0 ELSE 1 END
      FROM unnest(ARRAY[-1]::smallint[] || notificacion_fuentes(NEW.id_fuente, NEW.cambios)) f
      ORDER BY f
    ON CONFLICT (id_abogado, id_fuente, fecha) DO UPDATE
      SET total = notificaciones_conteos.total + 1,
        no_vistas = notificaciones_conteos.no_vistas + excluded.no_vistas;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notificaciones_conteos_al_insertar_o_borrar
  AFTER INSERT OR DELETE ON notificaciones_cambio
  FOR EACH ROW EXECUTE FUNCTION notificaciones_conteos_mantener();
--> statement-breakpoint
CREATE TRIGGER notificaciones_conteos_al_cambiar
  AFTER UPDATE OF id_abogado, fecha, visto, id_fuente, cambios ON notificaciones_cambio
  FOR EACH ROW
  WHEN (OLD.id_abogado IS DISTINCT FROM NEW.id_abogado OR OLD.fecha IS DISTINCT FROM NEW.fecha
    OR OLD.visto IS DISTINCT FROM NEW.visto OR OLD.id_fuente IS DISTINCT FROM NEW.id_fuente
    OR OLD.cambios IS DISTINCT FROM NEW.cambios)
  EXECUTE FUNCTION notificaciones_conteos_mantener();
--> statement-breakpoint
INSERT INTO notificaciones_conteos (id_abogado, fecha, id_fuente, total, no_vistas)
  SELECT n.id_abogado, n.fecha, f, count(*)::int, count(*) FILTER (WHERE NOT n.visto)::int
  FROM notificaciones_cambio n,
    unnest(ARRAY[-1]::smallint[] || notificacion_fuentes(n.id_fuente, n.cambios)) f
  GROUP BY n.id_abogado, n.fecha, f;
