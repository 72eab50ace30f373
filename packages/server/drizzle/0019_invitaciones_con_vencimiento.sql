-- Invitation secrets are kept only as their SHA-256, with a 7-day expiry, in tokens_cuenta
-- (issue 20 item 6). A pending invitation's plaintext secret moves there hashed (its e-mailed link
-- keeps working for 7 more days), then the plaintext column goes.
INSERT INTO "tokens_cuenta" ("id_usuario", "proposito", "token_hash", "vence_en")
SELECT "id", 'invitacion', encode(sha256(convert_to("id_control_cambios_invitacion", 'UTF8')), 'hex'), now() + interval '7 days'
FROM "abogados"
WHERE "id_control_cambios_invitacion" IS NOT NULL AND "estado" = 'invitado'
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "abogados" DROP COLUMN "id_control_cambios_invitacion";
