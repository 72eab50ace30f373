CREATE TABLE "claves_api" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_abogado" integer NOT NULL,
	"nombre" text NOT NULL,
	"prefijo" text NOT NULL,
	"hash" text NOT NULL,
	"alcances" text[] NOT NULL,
	"limite_por_minuto" integer DEFAULT 120 NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso_en" timestamp with time zone,
	"revocada_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "claves_api" ADD CONSTRAINT "claves_api_id_abogado_abogados_id_fk" FOREIGN KEY ("id_abogado") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claves_api_hash" ON "claves_api" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "claves_api_por_abogado" ON "claves_api" USING btree ("id_abogado","id");