-- Trigram indexes for the staff queue's search (order_lines.filename, customers.company_name,
-- users.email; docs/product/shop-order-desk.md). pg_trgm is a trusted extension on PostgreSQL 13+;
-- PGlite loads it in packages/db/src/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
