CREATE TABLE "coincidencias_descartadas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"nombre" text NOT NULL,
	"codigo_despacho" text NOT NULL,
	"id_usuario" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "controles_cambios_dia" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"fecha" date NOT NULL,
	"ha_compartido_informe" boolean DEFAULT false NOT NULL,
	"email_informe_compartido" text,
	"informe_compartido_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_anexos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"id_cambio" bigint NOT NULL,
	"nombre_archivo" text NOT NULL,
	"tipo_contenido" text NOT NULL,
	"tamano" integer NOT NULL,
	"id_usuario" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_anexos_partes" (
	"id_documento" integer NOT NULL,
	"numero" integer NOT NULL,
	"datos" "bytea" NOT NULL,
	CONSTRAINT "documentos_anexos_partes_id_documento_numero_pk" PRIMARY KEY("id_documento","numero")
);
--> statement-breakpoint
ALTER TABLE "abogados" ADD COLUMN "es_coordinador" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "id_control" integer;--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "estado" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "es_importante" boolean;--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "conclusion" text;--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "fuentes" smallint[];--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "id_cambio_principal" bigint;--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "suprimido" text;--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "es_priorizado_por_tito" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "razon_de_priorizacion" text;--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "borrador_conclusion" text;--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "fecha_actualizacion" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "fecha_revisado" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cambios" ADD COLUMN "id_usuario_revision" integer;--> statement-breakpoint
ALTER TABLE "controles_cambios_dia" ADD CONSTRAINT "controles_cambios_dia_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_anexos_partes" ADD CONSTRAINT "documentos_anexos_partes_id_documento_documentos_anexos_id_fk" FOREIGN KEY ("id_documento") REFERENCES "public"."documentos_anexos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coincidencias_descartadas_unica" ON "coincidencias_descartadas" USING btree ("id_abogado","nombre","codigo_despacho");--> statement-breakpoint
CREATE UNIQUE INDEX "controles_cambios_dia_unico" ON "controles_cambios_dia" USING btree ("id_abogado","fecha");--> statement-breakpoint
CREATE INDEX "documentos_anexos_por_cambio" ON "documentos_anexos" USING btree ("id_cambio");--> statement-breakpoint
CREATE INDEX "cambios_por_control" ON "cambios" USING btree ("id_control","es_priorizado_por_tito","id") WHERE "cambios"."suprimido" is null;