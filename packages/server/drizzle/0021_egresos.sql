CREATE TABLE "egresos_vivos" (
	"cola" text NOT NULL,
	"egreso" text NOT NULL,
	"visto_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "egresos_vivos_cola_egreso_pk" PRIMARY KEY("cola","egreso")
);
--> statement-breakpoint
CREATE TABLE "gasto_egresos" (
	"fecha" date NOT NULL,
	"host" text NOT NULL,
	"egreso" text NOT NULL,
	"solicitudes" integer NOT NULL,
	"presupuesto" integer NOT NULL,
	CONSTRAINT "gasto_egresos_fecha_host_egreso_pk" PRIMARY KEY("fecha","host","egreso")
);
