ALTER TABLE "abogados" ADD COLUMN "correo_verificado_en" timestamp with time zone;--> statement-breakpoint
-- Accounts made before the check existed keep sending as they did: their address counts as
-- confirmed from their creation (issue 20 item 7 applies to sign-ups from now on).
UPDATE "abogados" SET "correo_verificado_en" = "creado_en" WHERE "estado" = 'activo';
