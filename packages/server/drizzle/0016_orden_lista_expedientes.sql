DROP INDEX "expedientes_por_cambio";--> statement-breakpoint
CREATE INDEX "expedientes_por_creacion" ON "expedientes" USING btree ("id_abogado","creado_en" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "expedientes_por_cambio" ON "expedientes" USING btree ("id_abogado","fecha_ultimo_cambio" DESC NULLS LAST,"id" DESC NULLS FIRST);