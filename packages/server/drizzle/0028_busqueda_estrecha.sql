-- The case list's search text in a narrow row per case (decision 0020): a search's count and its
-- deep pages recheck every match in its row, and a row of expedientes is wide with the text as its
-- last column. Kept by triggers on expedientes, so no writer can forget it; filled here before its
-- indexes are built (one build instead of an insert per row into each GIN index).
CREATE TABLE "expedientes_busqueda" (
	"id_expediente" integer PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"creado_en" timestamp with time zone NOT NULL,
	"fecha_ultimo_cambio" timestamp with time zone,
	"busqueda" text NOT NULL,
	"numero" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expedientes_busqueda" ADD CONSTRAINT "expedientes_busqueda_id_expediente_expedientes_id_fk" FOREIGN KEY ("id_expediente") REFERENCES "public"."expedientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO expedientes_busqueda (id_expediente, id_abogado, creado_en, fecha_ultimo_cambio, busqueda, numero)
  SELECT id, id_abogado, creado_en, fecha_ultimo_cambio, busqueda, numero FROM expedientes ORDER BY id;
--> statement-breakpoint
CREATE INDEX "expedientes_busqueda_texto_trigramas" ON "expedientes_busqueda" USING gin ("id_abogado","busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expedientes_busqueda_numero_trigramas" ON "expedientes_busqueda" USING gin ("id_abogado","numero" gin_trgm_ops);--> statement-breakpoint
-- New cases per statement (a worksheet import is one insert).
CREATE FUNCTION expedientes_busqueda_nuevos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO expedientes_busqueda (id_expediente, id_abogado, creado_en, fecha_ultimo_cambio, busqueda, numero)
    SELECT id, id_abogado, creado_en, fecha_ultimo_cambio, busqueda, numero FROM nuevas ORDER BY id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expedientes_busqueda_insercion AFTER INSERT ON expedientes
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION expedientes_busqueda_nuevos();
--> statement-breakpoint
-- A changed party, despacho, tag, radicado, owner or change date (the night's, on a few cases)
-- rewrites the narrow row; the other writes to a case (its summary, its stage) leave it alone.
-- busqueda is a stored generated column: an AFTER trigger reads its new value.
CREATE FUNCTION expedientes_busqueda_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE expedientes_busqueda
    SET id_abogado = NEW.id_abogado, creado_en = NEW.creado_en, fecha_ultimo_cambio = NEW.fecha_ultimo_cambio,
        busqueda = NEW.busqueda, numero = NEW.numero
    WHERE id_expediente = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expedientes_busqueda_actualizacion AFTER UPDATE ON expedientes
  FOR EACH ROW WHEN (
    OLD.busqueda IS DISTINCT FROM NEW.busqueda OR OLD.numero IS DISTINCT FROM NEW.numero
    OR OLD.id_abogado IS DISTINCT FROM NEW.id_abogado OR OLD.creado_en IS DISTINCT FROM NEW.creado_en
    OR OLD.fecha_ultimo_cambio IS DISTINCT FROM NEW.fecha_ultimo_cambio)
  EXECUTE FUNCTION expedientes_busqueda_cambio();
