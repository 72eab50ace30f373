CREATE TABLE "documentos_fuente" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"id_expediente" integer NOT NULL,
	"id_proceso_en_fuente" integer NOT NULL,
	"tipo_fuente" smallint NOT NULL,
	"clave" text NOT NULL,
	"clave_actuacion" text,
	"nombre" text NOT NULL,
	"url" text NOT NULL,
	"fecha" date,
	"descripcion" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_fuente_clave" UNIQUE("id_proceso_en_fuente","clave")
);
--> statement-breakpoint
CREATE TABLE "lecturas_documentos_fuente" (
	"id_proceso_en_fuente" integer PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"estado" text NOT NULL,
	"intentado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"leido_en" timestamp with time zone,
	"motivo" text
);
--> statement-breakpoint
ALTER TABLE "documentos_fuente" ADD CONSTRAINT "documentos_fuente_id_expediente_expedientes_id_fk" FOREIGN KEY ("id_expediente") REFERENCES "public"."expedientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_fuente" ADD CONSTRAINT "documentos_fuente_id_proceso_en_fuente_procesos_en_fuente_id_fk" FOREIGN KEY ("id_proceso_en_fuente") REFERENCES "public"."procesos_en_fuente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturas_documentos_fuente" ADD CONSTRAINT "lecturas_documentos_fuente_id_proceso_en_fuente_procesos_en_fuente_id_fk" FOREIGN KEY ("id_proceso_en_fuente") REFERENCES "public"."procesos_en_fuente"("id") ON DELETE cascade ON UPDATE no action;