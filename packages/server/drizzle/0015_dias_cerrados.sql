CREATE TABLE "dias_cerrados" (
	"fecha" date PRIMARY KEY NOT NULL,
	"cerrado_en" timestamp with time zone DEFAULT now() NOT NULL
);
