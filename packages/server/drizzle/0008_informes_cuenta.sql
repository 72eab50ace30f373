CREATE TABLE "resumenes_consulta" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"fecha" date NOT NULL,
	"tutorial_visto" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verificaciones_expedientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_verificacion" integer NOT NULL,
	"id_expediente" integer NOT NULL,
	"estado_verificacion" smallint DEFAULT 0 NOT NULL,
	"fuentes_faltantes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verificaciones_procesos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"origen" text NOT NULL,
	"id_registro_automatico" integer,
	"estado" smallint DEFAULT 0 NOT NULL,
	"total_procesos" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wrapped_compartidos" (
	"id" text PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"anio" integer NOT NULL,
	"datos" jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "envios_informe_diario_unico";--> statement-breakpoint
ALTER TABLE "envios_informe_diario" ADD COLUMN "id_expediente" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumenes_consulta" ADD CONSTRAINT "resumenes_consulta_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verificaciones_expedientes" ADD CONSTRAINT "verificaciones_expedientes_id_verificacion_verificaciones_procesos_id_fk" FOREIGN KEY ("id_verificacion") REFERENCES "public"."verificaciones_procesos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verificaciones_procesos" ADD CONSTRAINT "verificaciones_procesos_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrapped_compartidos" ADD CONSTRAINT "wrapped_compartidos_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resumenes_consulta_unico" ON "resumenes_consulta" USING btree ("id_abogado","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "verificaciones_expedientes_unico" ON "verificaciones_expedientes" USING btree ("id_verificacion","id_expediente");--> statement-breakpoint
CREATE INDEX "verificaciones_procesos_por_abogado" ON "verificaciones_procesos" USING btree ("id_abogado","id");--> statement-breakpoint
CREATE UNIQUE INDEX "envios_informe_diario_unico" ON "envios_informe_diario" USING btree ("id_abogado","fecha","tipo","id_expediente");