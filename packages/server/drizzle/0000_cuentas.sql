CREATE TABLE "abogados" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"nombre" text DEFAULT '' NOT NULL,
	"apellido" text DEFAULT '' NOT NULL,
	"es_titular" boolean DEFAULT true NOT NULL,
	"id_titular" integer,
	"perfil_cliente" text DEFAULT 'Ab_Litigante_Independiente' NOT NULL,
	"estado" text DEFAULT 'activo' NOT NULL,
	"id_control_cambios_invitacion" text,
	"id_invitacion_referido" text,
	"ya_accedio_por_primera_vez" boolean DEFAULT false NOT NULL,
	"guia_notificaciones_vista" boolean DEFAULT false NOT NULL,
	"ya_accedio_por_primera_vez_notificaciones" boolean DEFAULT false NOT NULL,
	"ha_visto_tutorial_dependiente" boolean DEFAULT false NOT NULL,
	"ha_visto_tutorial_coordinador" boolean DEFAULT false NOT NULL,
	"ya_vio_el_informe_de_verificacion" boolean DEFAULT false NOT NULL,
	"funcionalidades" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"es_administrador" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "correos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer,
	"para" text NOT NULL,
	"asunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text NOT NULL,
	"plantilla" text NOT NULL,
	"estado" text NOT NULL,
	"error" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"nombre" text NOT NULL,
	"datos" jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "correos" ADD CONSTRAINT "correos_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abogados_email_unico" ON "abogados" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "correos_por_abogado" ON "correos" USING btree ("id_abogado");--> statement-breakpoint
CREATE INDEX "eventos_por_abogado" ON "eventos" USING btree ("id_abogado","id");