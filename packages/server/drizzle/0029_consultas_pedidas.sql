CREATE TABLE "consultas_pedidas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultas_pedidas" ADD CONSTRAINT "consultas_pedidas_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultas_pedidas_por_abogado" ON "consultas_pedidas" USING btree ("id_abogado","creado_en");