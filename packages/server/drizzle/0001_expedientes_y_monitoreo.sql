CREATE TABLE "actuaciones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"id_expediente" integer NOT NULL,
	"id_proceso_en_fuente" integer NOT NULL,
	"tipo_fuente" smallint NOT NULL,
	"clave" text NOT NULL,
	"descripcion" text NOT NULL,
	"anotacion" text,
	"fecha_actuacion" date,
	"fecha_registro" date,
	"fecha_inicio_termino" date,
	"fecha_finaliza_termino" date,
	"fecha_deteccion" date,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cambios" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"id_expediente" integer NOT NULL,
	"fecha" date NOT NULL,
	"tipo" text NOT NULL,
	"tipo_fuente" smallint,
	"referencia" integer DEFAULT 0 NOT NULL,
	"revisado" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cambios_unico" UNIQUE NULLS NOT DISTINCT("id_expediente","fecha","tipo","tipo_fuente","referencia")
);
--> statement-breakpoint
CREATE TABLE "coincidencias" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"id_expediente" integer NOT NULL,
	"id_proceso_en_fuente" integer NOT NULL,
	"id_documento" integer NOT NULL,
	"tipo_fuente" smallint NOT NULL,
	"pagina" integer NOT NULL,
	"extracto" text NOT NULL,
	"resumen_encontrado" text NOT NULL,
	"certeza" integer NOT NULL,
	"tipo" text NOT NULL,
	"fecha_deteccion" date NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"id_expediente" integer NOT NULL,
	"id_proceso_en_fuente" integer NOT NULL,
	"tipo_fuente" smallint NOT NULL,
	"fecha" date NOT NULL,
	"estado" text NOT NULL,
	"motivo" text,
	"intentos" integer DEFAULT 1 NOT NULL,
	"solicitudes" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_publicados" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo_fuente" smallint NOT NULL,
	"uuid" text NOT NULL,
	"article_id" text NOT NULL,
	"codigo_despacho" text NOT NULL,
	"fecha_publicacion" date NOT NULL,
	"titulo" text NOT NULL,
	"nombre" text NOT NULL,
	"url" text NOT NULL,
	"url_despacho" text,
	"paginas" jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expedientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"numero" text NOT NULL,
	"etiqueta" text,
	"resumen" text,
	"id_etapa_procesal" integer,
	"despacho" text,
	"clase" text,
	"ciudad" text,
	"corporacion" text,
	"juez_encargado" text,
	"demandantes" text,
	"demandados" text,
	"creado_por_cambio_entidad" boolean DEFAULT false NOT NULL,
	"fuente_ultimo_cambio" smallint,
	"fecha_ultimo_cambio" timestamp with time zone,
	"fecha_termino" date,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lista_maestra" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"valor" text NOT NULL,
	"id_abogado" integer
);
--> statement-breakpoint
CREATE TABLE "listados_leidos" (
	"tipo_fuente" smallint NOT NULL,
	"codigo_despacho" text NOT NULL,
	"fecha" date NOT NULL,
	"publicaciones" integer NOT NULL,
	"leido_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procesos_a_cargar" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_registro_automatico" integer NOT NULL,
	"id_abogado" integer NOT NULL,
	"numero_proceso" text NOT NULL,
	"estado" text DEFAULT 'Registrando' NOT NULL,
	"es_proceso_privado" boolean DEFAULT false NOT NULL,
	"id_expediente" integer,
	"informacion_proceso_en_fuente" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"informacion_ultima_actuacion" jsonb,
	"observaciones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procesos_en_fuente" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"id_expediente" integer NOT NULL,
	"tipo_fuente" smallint NOT NULL,
	"estado" smallint DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"id_proceso" text,
	"id_actualizacion" text,
	"id_ultima_consulta" integer,
	"ultima_actuacion" text,
	"num_actuaciones" integer DEFAULT 0 NOT NULL,
	"termino" date,
	"fecha_ultima_actuacion" date,
	"es_privado" boolean DEFAULT false NOT NULL,
	"es_resultado_adicional" boolean DEFAULT false NOT NULL,
	"parametros" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"motivo" text,
	"detalle" jsonb,
	"fecha_ultima_consulta" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registros_automaticos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"estado" text DEFAULT 'EnProceso' NOT NULL,
	"total_num_procesos" integer NOT NULL,
	"fecha_limite_finalizacion" timestamp with time zone NOT NULL,
	"con_error_tecnico_en_consulta" boolean DEFAULT false NOT NULL,
	"reintento_solicitado" boolean DEFAULT false NOT NULL,
	"notificar_al_terminar" boolean DEFAULT false NOT NULL,
	"visto" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"finalizado_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "actuaciones" ADD CONSTRAINT "actuaciones_id_expediente_expedientes_id_fk" FOREIGN KEY ("id_expediente") REFERENCES "public"."expedientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actuaciones" ADD CONSTRAINT "actuaciones_id_proceso_en_fuente_procesos_en_fuente_id_fk" FOREIGN KEY ("id_proceso_en_fuente") REFERENCES "public"."procesos_en_fuente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cambios" ADD CONSTRAINT "cambios_id_expediente_expedientes_id_fk" FOREIGN KEY ("id_expediente") REFERENCES "public"."expedientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coincidencias" ADD CONSTRAINT "coincidencias_id_expediente_expedientes_id_fk" FOREIGN KEY ("id_expediente") REFERENCES "public"."expedientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coincidencias" ADD CONSTRAINT "coincidencias_id_proceso_en_fuente_procesos_en_fuente_id_fk" FOREIGN KEY ("id_proceso_en_fuente") REFERENCES "public"."procesos_en_fuente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coincidencias" ADD CONSTRAINT "coincidencias_id_documento_documentos_publicados_id_fk" FOREIGN KEY ("id_documento") REFERENCES "public"."documentos_publicados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultas" ADD CONSTRAINT "consultas_id_expediente_expedientes_id_fk" FOREIGN KEY ("id_expediente") REFERENCES "public"."expedientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultas" ADD CONSTRAINT "consultas_id_proceso_en_fuente_procesos_en_fuente_id_fk" FOREIGN KEY ("id_proceso_en_fuente") REFERENCES "public"."procesos_en_fuente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expedientes" ADD CONSTRAINT "expedientes_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procesos_a_cargar" ADD CONSTRAINT "procesos_a_cargar_id_registro_automatico_registros_automaticos_id_fk" FOREIGN KEY ("id_registro_automatico") REFERENCES "public"."registros_automaticos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procesos_a_cargar" ADD CONSTRAINT "procesos_a_cargar_id_expediente_expedientes_id_fk" FOREIGN KEY ("id_expediente") REFERENCES "public"."expedientes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procesos_en_fuente" ADD CONSTRAINT "procesos_en_fuente_id_expediente_expedientes_id_fk" FOREIGN KEY ("id_expediente") REFERENCES "public"."expedientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registros_automaticos" ADD CONSTRAINT "registros_automaticos_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "actuaciones_clave" ON "actuaciones" USING btree ("id_proceso_en_fuente","clave");--> statement-breakpoint
CREATE INDEX "actuaciones_por_expediente" ON "actuaciones" USING btree ("id_expediente","fecha_actuacion");--> statement-breakpoint
CREATE INDEX "cambios_por_abogado" ON "cambios" USING btree ("id_abogado","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "coincidencias_unica" ON "coincidencias" USING btree ("id_proceso_en_fuente","id_documento","pagina");--> statement-breakpoint
CREATE INDEX "coincidencias_por_expediente" ON "coincidencias" USING btree ("id_expediente");--> statement-breakpoint
CREATE UNIQUE INDEX "consultas_por_dia" ON "consultas" USING btree ("id_proceso_en_fuente","fecha");--> statement-breakpoint
CREATE INDEX "consultas_por_abogado" ON "consultas" USING btree ("id_abogado","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_publicados_uuid" ON "documentos_publicados" USING btree ("tipo_fuente","uuid");--> statement-breakpoint
CREATE INDEX "documentos_publicados_por_despacho" ON "documentos_publicados" USING btree ("tipo_fuente","codigo_despacho","fecha_publicacion");--> statement-breakpoint
CREATE UNIQUE INDEX "expedientes_numero_por_abogado" ON "expedientes" USING btree ("id_abogado","numero");--> statement-breakpoint
CREATE INDEX "expedientes_por_cambio" ON "expedientes" USING btree ("id_abogado","fecha_ultimo_cambio");--> statement-breakpoint
CREATE UNIQUE INDEX "lista_maestra_unica" ON "lista_maestra" USING btree ("codigo","valor",coalesce("id_abogado", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "listados_leidos_unico" ON "listados_leidos" USING btree ("tipo_fuente","codigo_despacho","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "procesos_a_cargar_unico" ON "procesos_a_cargar" USING btree ("id_registro_automatico","numero_proceso");--> statement-breakpoint
CREATE UNIQUE INDEX "procesos_en_fuente_principal" ON "procesos_en_fuente" USING btree ("id_expediente","tipo_fuente") WHERE not "procesos_en_fuente"."es_resultado_adicional";--> statement-breakpoint
CREATE UNIQUE INDEX "procesos_en_fuente_adicional" ON "procesos_en_fuente" USING btree ("id_expediente","tipo_fuente","id_proceso") WHERE "procesos_en_fuente"."es_resultado_adicional";--> statement-breakpoint
CREATE INDEX "procesos_en_fuente_por_abogado" ON "procesos_en_fuente" USING btree ("id_abogado");--> statement-breakpoint
CREATE INDEX "registros_automaticos_por_abogado" ON "registros_automaticos" USING btree ("id_abogado","id");