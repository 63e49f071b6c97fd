-- PostgreSQL only (SQLite applies `0031_games_analyze.sqlite.sql`, which does nothing: SQLite
-- gathers statistics only when asked to).
--
-- Every move updates its game's row (version, revision, clocks), so with thousands of games
-- played at once autovacuum found 10% of `games` changed every minute and analyzed it each time:
-- at 110,000 games (10,000 live) that read the whole table, ~9,700 pages and 76 MB, with 0.4 s
-- of CPU, and every minute the servers' moves stalled 40-70 ms (issue 40, docs/load.md). What
-- the planner needs of `games` (how many are open or finished, the spread of `created` and
-- `deadline`) changes with games begun and ended, not with moves: analyze it when half the rows
-- changed, from a sample of 3,000 rows (300 x statistics target 10) instead of 30,000.
ALTER TABLE games SET (autovacuum_analyze_scale_factor = 0.5);
ALTER TABLE games ALTER COLUMN id SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN game SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN version SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN players SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN seed SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN options SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN seats SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN status SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN created SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN finished SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN final_scores SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN revision SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN undo_bumps SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN meta SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN deadline SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN warn_at SET STATISTICS 10;
ALTER TABLE games ALTER COLUMN bots_idle_revision SET STATISTICS 10;
