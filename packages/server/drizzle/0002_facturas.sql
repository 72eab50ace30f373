CREATE TABLE "facturas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"codigo_factura" text NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"total_factura" integer NOT NULL,
	"pagada" boolean DEFAULT false NOT NULL,
	"url_pago_siigo" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facturas_codigo_por_abogado" UNIQUE("id_abogado","codigo_factura")
);
--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facturas_pendientes_por_abogado" ON "facturas" USING btree ("id_abogado","pagada","fecha_vencimiento");