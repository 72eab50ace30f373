CREATE TABLE "planes_noche" (
	"fecha" date NOT NULL,
	"host" text NOT NULL,
	"presupuesto_por_egreso" integer NOT NULL,
	"egresos" smallint NOT NULL,
	"previstas" integer NOT NULL,
	"candidatos" integer NOT NULL,
	"elegidos" integer NOT NULL,
	"sin_cupo" integer NOT NULL,
	"no_elegidos" integer NOT NULL,
	"por_motivo" jsonb NOT NULL,
	"planificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planes_noche_fecha_host_pk" PRIMARY KEY("fecha","host")
);
--> statement-breakpoint
ALTER TABLE "procesos_en_fuente" ADD COLUMN "ultima_consulta_completa" date;--> statement-breakpoint
ALTER TABLE "procesos_en_fuente" ADD COLUMN "motivo_noche" text;--> statement-breakpoint
ALTER TABLE "procesos_en_fuente" ADD COLUMN "fecha_motivo_noche" date;--> statement-breakpoint
-- The floor starts from what the engine already knows: each source's last full check.
UPDATE "procesos_en_fuente" p SET "ultima_consulta_completa" = c.ultima
FROM (SELECT id_proceso_en_fuente, max(fecha) AS ultima FROM consultas WHERE estado = 'consultado' GROUP BY id_proceso_en_fuente) c
WHERE c.id_proceso_en_fuente = p.id;
