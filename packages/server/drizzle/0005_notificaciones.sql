CREATE TABLE "envios_informe_diario" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"fecha" date NOT NULL,
	"tipo" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"limite" timestamp with time zone NOT NULL,
	"enviado_en" timestamp with time zone,
	"tarde" boolean DEFAULT false NOT NULL,
	"destinatarios" text,
	"error" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificaciones_cambio" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"id_expediente" integer,
	"id_expediente_origen" integer NOT NULL,
	"id_fuente" smallint,
	"id_proceso" text,
	"numero_proceso" text NOT NULL,
	"titulo" text NOT NULL,
	"fecha" date NOT NULL,
	"cambios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visto" boolean DEFAULT false NOT NULL,
	"visto_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferencias_notificacion" (
	"id_abogado" integer PRIMARY KEY NOT NULL,
	"forma_notificacion" smallint,
	"enviar_resumen" boolean DEFAULT false NOT NULL,
	"enviar_notificaciones_por_defecto" boolean DEFAULT true NOT NULL,
	"enviar_correo_sin_cambios" boolean DEFAULT false NOT NULL,
	"correo_diario_suspendido" boolean DEFAULT false NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "envios_informe_diario" ADD CONSTRAINT "envios_informe_diario_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones_cambio" ADD CONSTRAINT "notificaciones_cambio_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones_cambio" ADD CONSTRAINT "notificaciones_cambio_id_expediente_expedientes_id_fk" FOREIGN KEY ("id_expediente") REFERENCES "public"."expedientes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_notificacion" ADD CONSTRAINT "preferencias_notificacion_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "envios_informe_diario_unico" ON "envios_informe_diario" USING btree ("id_abogado","fecha","tipo");--> statement-breakpoint
CREATE INDEX "envios_informe_diario_pendientes" ON "envios_informe_diario" USING btree ("estado","proximo_intento");--> statement-breakpoint
CREATE UNIQUE INDEX "notificaciones_cambio_unica" ON "notificaciones_cambio" USING btree ("id_abogado","id_expediente_origen",coalesce("id_fuente", -1),"fecha");--> statement-breakpoint
CREATE INDEX "notificaciones_cambio_por_abogado" ON "notificaciones_cambio" USING btree ("id_abogado","fecha","id");