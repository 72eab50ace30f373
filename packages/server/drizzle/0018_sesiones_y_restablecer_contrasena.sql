CREATE TABLE "tokens_cuenta" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"proposito" text NOT NULL,
	"token_hash" text NOT NULL,
	"vence_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abogados" ADD COLUMN "version_sesion" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens_cuenta" ADD CONSTRAINT "tokens_cuenta_id_usuario_abogados_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."abogados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_cuenta_hash" ON "tokens_cuenta" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tokens_cuenta_usuario" ON "tokens_cuenta" USING btree ("id_usuario","proposito");