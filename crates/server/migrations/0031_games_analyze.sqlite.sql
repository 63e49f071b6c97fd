-- The SQLite side of migration 31 (`0031_games_analyze.sql`, PostgreSQL's autovacuum settings
-- for `games`): SQLite has no autovacuum analyze, so nothing to change. Recorded all the same,
-- so both backends count the same schema versions.
SELECT 1;
