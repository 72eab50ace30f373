CREATE TABLE "datos_facturacion" (
	"id_abogado" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text DEFAULT '' NOT NULL,
	"nit" text NOT NULL,
	"direccion" text NOT NULL,
	"ciudad" text NOT NULL,
	"departamento" text NOT NULL,
	"telefono" text NOT NULL,
	"razon_social" text,
	"tipo_de_envio_notificaciones" text DEFAULT 'agruparTodosLosCambios' NOT NULL,
	"notificar_unificada" boolean DEFAULT true NOT NULL,
	"guardado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "datos_facturacion" ADD CONSTRAINT "datos_facturacion_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;