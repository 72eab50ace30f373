CREATE TABLE "busquedas_litigantes" (
	"codificacion_despacho" text NOT NULL,
	"nombre" text NOT NULL,
	"cantidad_registros" integer,
	"fecha" date NOT NULL,
	CONSTRAINT "busquedas_litigantes_codificacion_despacho_nombre_pk" PRIMARY KEY("codificacion_despacho","nombre")
);
