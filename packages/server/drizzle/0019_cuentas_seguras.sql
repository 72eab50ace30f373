-- Issue 20's account safety (sessions and password reset; hashed, expiring invitations; confirmed
-- addresses), as three migrations of its branch joined into one when merged beside 0018.
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
CREATE INDEX "tokens_cuenta_usuario" ON "tokens_cuenta" USING btree ("id_usuario","proposito");--> statement-breakpoint
-- Invitation secrets are kept only as their SHA-256, with a 7-day expiry, in tokens_cuenta
-- (issue 20 item 6). A pending invitation's plaintext secret moves there hashed (its e-mailed link
-- keeps working for 7 more days), then the plaintext column goes.
INSERT INTO "tokens_cuenta" ("id_usuario", "proposito", "token_hash", "vence_en")
SELECT "id", 'invitacion', encode(sha256(convert_to("id_control_cambios_invitacion", 'UTF8')), 'hex'), now() + interval '7 days'
FROM "abogados"
WHERE "id_control_cambios_invitacion" IS NOT NULL AND "estado" = 'invitado'
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "abogados" DROP COLUMN "id_control_cambios_invitacion";
--> statement-breakpoint
ALTER TABLE "abogados" ADD COLUMN "correo_verificado_en" timestamp with time zone;--> statement-breakpoint
-- Accounts made before the check existed keep sending as they did: their address counts as
-- confirmed from their creation (issue 20 item 7 applies to sign-ups from now on).
UPDATE "abogados" SET "correo_verificado_en" = "creado_en" WHERE "estado" = 'activo';
