ALTER TABLE "gasto_egresos" ADD COLUMN "prioritarias" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gasto_egresos" ADD COLUMN "reserva" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "planes_noche" ADD COLUMN "reserva_prioritaria" integer DEFAULT 0 NOT NULL;