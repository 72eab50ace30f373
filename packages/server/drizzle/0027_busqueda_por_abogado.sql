-- btree_gin (a contrib extension shipped with PostgreSQL and with the embedded build; trusted, so
-- a database owner may create it) lets a GIN index hold the account's id next to the trigrams of
-- the search text and of the radicado: a broad word ('banco') or common digits ('11001') then give
-- the account's candidates only, instead of every account's, each rechecked in the heap and then
-- dropped by id_abogado (decision 0020). The radicado's index over every account stays: the
-- closures' recalculation reads radicados by prefix across accounts.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "expedientes_busqueda_trigramas";--> statement-breakpoint
CREATE INDEX "expedientes_busqueda_trigramas_por_abogado" ON "expedientes" USING gin ("id_abogado","busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expedientes_numero_trigramas_por_abogado" ON "expedientes" USING gin ("id_abogado","numero" gin_trgm_ops);