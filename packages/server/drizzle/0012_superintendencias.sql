CREATE TABLE "solicitudes_servicio" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"id_usuario" integer,
	"servicio" text NOT NULL,
	"superintendencia" text NOT NULL,
	"asunto" text NOT NULL,
	"procesos" jsonb NOT NULL,
	"numero_procesos" integer NOT NULL,
	"estado" text DEFAULT 'solicitado' NOT NULL,
	"numero_cotizacion" text,
	"valor_mensual" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solicitudes_servicio" ADD CONSTRAINT "solicitudes_servicio_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_servicio" ADD CONSTRAINT "solicitudes_servicio_id_usuario_abogados_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."abogados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitudes_servicio_abogado" ON "solicitudes_servicio" USING btree ("id_abogado","creado_en");