-- btree_gin (a contrib extension shipped with PostgreSQL and with the embedded build; trusted, so
-- a database owner may create it) lets a GIN index hold the account's id next to the trigrams of
-- the search text and of the radicado: a broad word ('banco') or common digits ('11001') then give
-- the account's candidates only, instead of every account's, each rechecked in the heap and then
-- dropped by id_abogado (decision 0020). The radicado's index over every account stays: the
-- closures' recalculation reads radicados by prefix across accounts.
-- expedientes_terminos.pendiente stores "leidos is distinct from cambios": PostgreSQL estimated
-- that comparison of two columns at half the rows whatever they held, so the 'Termino' order's
-- state check read the table whole on every read instead of its partial index.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "expedientes_busqueda_trigramas";--> statement-breakpoint
DROP INDEX "expedientes_terminos_por_calcular";--> statement-breakpoint
ALTER TABLE "expedientes_terminos" ADD COLUMN "pendiente" boolean GENERATED ALWAYS AS (leidos is distinct from cambios) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "expedientes_busqueda_trigramas_por_abogado" ON "expedientes" USING gin ("id_abogado","busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expedientes_numero_trigramas_por_abogado" ON "expedientes" USING gin ("id_abogado","numero" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expedientes_terminos_por_calcular" ON "expedientes_terminos" USING btree ("id_abogado") WHERE "expedientes_terminos"."pendiente";