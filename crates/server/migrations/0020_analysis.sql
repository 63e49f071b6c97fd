-- After the game (issue 24): the analysis of a finished game, every decision judged by the
-- ISMCTS bot on request (`POST /api/games/{id}/analysis`), stored once when done and never
-- computed again. A job still running when its server stops is not stored anywhere: it is
-- simply not there after a restart. Only types and syntax both SQLite and PostgreSQL understand.
CREATE TABLE analyses (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    -- The whole analysis as JSON (`analysis::AnalysisReport`): every seat's decisions, private
    -- ones included, like the seed never sent as it is; each viewer gets its own part.
    report TEXT NOT NULL,
    -- Milliseconds since 1970 (UTC): when the job started, and when it was stored.
    started BIGINT NOT NULL,
    finished BIGINT NOT NULL,
    -- The time cap it ran under (`--analysis-seconds`).
    cap_seconds BIGINT NOT NULL
);
