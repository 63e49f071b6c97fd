-- One set of migrations for SQLite and PostgreSQL: only types and syntax both understand.
-- A game is its record: the setup (game, players, seed, options with the component table,
-- seats) in `games`, one row per action in `actions` keyed by (game, index).
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    version BIGINT NOT NULL,
    players BIGINT NOT NULL,
    -- The seed as decimal text (a u64 does not fit a signed BIGINT). Never sent to clients.
    seed TEXT NOT NULL,
    options TEXT NOT NULL,
    seats TEXT NOT NULL,
    -- 'open' or 'finished'.
    status TEXT NOT NULL,
    created BIGINT NOT NULL,
    finished BIGINT,
    -- JSON: per seat the final score, tie-break, rank and breakdown (set when finished).
    final_scores TEXT,
    -- Bumped by every write: a writer names the revision it read, so two writers of one game
    -- cannot both succeed.
    revision BIGINT NOT NULL,
    -- JSON array, one number per seat and one for spectators: what undos added to each
    -- viewer's version number (so versions only grow, and never count hidden decisions).
    undo_bumps TEXT NOT NULL
);

CREATE TABLE actions (
    game_id TEXT NOT NULL REFERENCES games (id),
    idx BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    notation TEXT NOT NULL,
    created BIGINT NOT NULL,
    PRIMARY KEY (game_id, idx)
);

-- Secret links: only the SHA-256 of a token is stored. seat -1 is a spectator link.
CREATE TABLE tokens (
    hash TEXT PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games (id),
    seat BIGINT NOT NULL
);

CREATE INDEX games_status ON games (status);
