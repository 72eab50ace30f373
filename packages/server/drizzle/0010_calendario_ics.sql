CREATE TABLE "suscripciones_calendario" (
	"id_usuario" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_acceso_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "suscripciones_calendario" ADD CONSTRAINT "suscripciones_calendario_id_usuario_abogados_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suscripciones_calendario_token" ON "suscripciones_calendario" USING btree ("token_hash");