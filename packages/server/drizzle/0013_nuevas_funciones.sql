CREATE TABLE "invitaciones_referidos" (
	"id" text PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"tipo" integer DEFAULT 1 NOT NULL,
	"correo_referido" text NOT NULL,
	"nombre_referido" text NOT NULL,
	"enviada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"id_abogado_referido" integer,
	"registrado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comunicaciones_producto" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" integer NOT NULL,
	"titulo" text NOT NULL,
	"contenido_html" text DEFAULT '' NOT NULL,
	"url" text,
	"activa" boolean DEFAULT true NOT NULL,
	"publicada_por" integer,
	"publicada_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comunicaciones_vistas" (
	"id_comunicacion" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"dispositivo" integer DEFAULT 0 NOT NULL,
	"vista_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comunicaciones_vistas_id_comunicacion_id_usuario_pk" PRIMARY KEY("id_comunicacion","id_usuario")
);
--> statement-breakpoint
CREATE TABLE "webhook_entregas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_evento" text NOT NULL,
	"id_webhook" integer NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento_en" timestamp with time zone DEFAULT now() NOT NULL,
	"reclamada_hasta" timestamp with time zone,
	"ultimo_estado_http" integer,
	"ultimo_error" text,
	"entregada_en" timestamp with time zone,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_eventos" (
	"id" text PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"tipo" text NOT NULL,
	"datos" jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_intentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_entrega" integer NOT NULL,
	"intentado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"estado_http" integer,
	"error" text,
	"duracion_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"url" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"secreto" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"revocado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cierres_judiciales" (
	"id" serial PRIMARY KEY NOT NULL,
	"desde" date NOT NULL,
	"hasta" date NOT NULL,
	"ambito" text NOT NULL,
	"codigo" text DEFAULT '' NOT NULL,
	"motivo" text NOT NULL,
	"fuente" text DEFAULT '' NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facturas" ADD COLUMN "descuento_referidos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitaciones_referidos" ADD CONSTRAINT "invitaciones_referidos_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones_referidos" ADD CONSTRAINT "invitaciones_referidos_id_abogado_referido_abogados_id_fk" FOREIGN KEY ("id_abogado_referido") REFERENCES "public"."abogados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicaciones_producto" ADD CONSTRAINT "comunicaciones_producto_publicada_por_abogados_id_fk" FOREIGN KEY ("publicada_por") REFERENCES "public"."abogados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicaciones_vistas" ADD CONSTRAINT "comunicaciones_vistas_id_comunicacion_comunicaciones_producto_id_fk" FOREIGN KEY ("id_comunicacion") REFERENCES "public"."comunicaciones_producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicaciones_vistas" ADD CONSTRAINT "comunicaciones_vistas_id_usuario_abogados_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_id_evento_webhook_eventos_id_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."webhook_eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_id_webhook_webhooks_id_fk" FOREIGN KEY ("id_webhook") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_eventos" ADD CONSTRAINT "webhook_eventos_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_intentos" ADD CONSTRAINT "webhook_intentos_id_entrega_webhook_entregas_id_fk" FOREIGN KEY ("id_entrega") REFERENCES "public"."webhook_entregas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cierres_judiciales" ADD CONSTRAINT "cierres_judiciales_creado_por_abogados_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."abogados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitaciones_referidos_correo_por_abogado" ON "invitaciones_referidos" USING btree ("id_abogado",lower("correo_referido"));--> statement-breakpoint
CREATE INDEX "invitaciones_referidos_por_referido" ON "invitaciones_referidos" USING btree ("id_abogado_referido");--> statement-breakpoint
CREATE INDEX "comunicaciones_producto_activas" ON "comunicaciones_producto" USING btree ("activa","publicada_en");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_entregas_evento_webhook" ON "webhook_entregas" USING btree ("id_evento","id_webhook");--> statement-breakpoint
CREATE INDEX "webhook_entregas_pendientes" ON "webhook_entregas" USING btree ("estado","proximo_intento_en");--> statement-breakpoint
CREATE INDEX "webhook_entregas_por_webhook" ON "webhook_entregas" USING btree ("id_webhook","id");--> statement-breakpoint
CREATE INDEX "webhook_eventos_por_abogado" ON "webhook_eventos" USING btree ("id_abogado","creado_en");--> statement-breakpoint
CREATE INDEX "webhook_intentos_por_entrega" ON "webhook_intentos" USING btree ("id_entrega","id");--> statement-breakpoint
CREATE INDEX "webhooks_por_abogado" ON "webhooks" USING btree ("id_abogado","id");--> statement-breakpoint
CREATE INDEX "cierres_judiciales_por_fecha" ON "cierres_judiciales" USING btree ("desde","hasta");