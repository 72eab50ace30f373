CREATE TABLE "lecturas_fuente_dia" (
	"clave" text NOT NULL,
	"fecha" date NOT NULL,
	"resultado" jsonb,
	"reclamado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lecturas_fuente_dia_unica" ON "lecturas_fuente_dia" USING btree ("clave","fecha");