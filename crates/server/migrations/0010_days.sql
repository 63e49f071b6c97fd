-- Play over days (issue 21): clocks and who plays a seat (games.meta), the moments the server
-- must act (deadline: a clock runs out; warn_at: "time running low"), persons and their keys,
-- e-mail, ratings. Only types and syntax both SQLite and PostgreSQL understand.

-- JSON: the time control, the clocks, who plays each seat, the server's log lines, abort and
-- rematch agreements (NULL: an untimed game from before).
ALTER TABLE games ADD COLUMN meta TEXT;
-- Milliseconds since 1970 (UTC): when the first running clock runs out, when a turn-based
-- seat is next told that its time runs low. NULL: nothing to do.
ALTER TABLE games ADD COLUMN deadline BIGINT;
ALTER TABLE games ADD COLUMN warn_at BIGINT;
CREATE INDEX games_deadline ON games (deadline);
CREATE INDEX games_warn_at ON games (warn_at);

-- A person: a display name, optionally an e-mail address and the language of their mail.
CREATE TABLE players (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT,
    lang TEXT NOT NULL,
    created BIGINT NOT NULL
);
CREATE INDEX players_email ON players (email);

-- A person's keys (kept by their browsers): only the SHA-256 is stored.
CREATE TABLE player_keys (
    hash TEXT PRIMARY KEY,
    player_id TEXT NOT NULL REFERENCES players (id),
    created BIGINT NOT NULL
);

-- Sign-in links sent by e-mail (SHA-256 only): used once, before they expire (ms).
CREATE TABLE sign_in_tokens (
    hash TEXT PRIMARY KEY,
    player_id TEXT NOT NULL REFERENCES players (id),
    expires BIGINT NOT NULL,
    used BIGINT
);

-- The seats a person joined (from My games, or the creator's own).
CREATE TABLE seat_players (
    game_id TEXT NOT NULL REFERENCES games (id),
    seat BIGINT NOT NULL,
    player_id TEXT NOT NULL REFERENCES players (id),
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seat_players_player ON seat_players (player_id);

-- A seat's own e-mail address (given by the creator or at the invite) and language.
CREATE TABLE seat_contacts (
    game_id TEXT NOT NULL REFERENCES games (id),
    seat BIGINT NOT NULL,
    email TEXT NOT NULL,
    lang TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);

-- Mail to send. `key` names what the mail is about (`turn:GAME:SEAT:N`, ...), so the same
-- mail is queued once however often (and by however many servers) it is asked for. No secret
-- is stored here: links with tokens are made when the mail is sent.
-- state: queued, sending, sent, failed (gave up), stopped (the address asked for no mail),
-- unknown (a server died while sending it: never sent again).
CREATE TABLE mail_outbox (
    key TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    lang TEXT NOT NULL,
    kind TEXT NOT NULL,
    args TEXT NOT NULL,
    state TEXT NOT NULL,
    attempts BIGINT NOT NULL,
    next_attempt BIGINT NOT NULL,
    created BIGINT NOT NULL,
    updated BIGINT NOT NULL,
    error TEXT
);
CREATE INDEX mail_outbox_due ON mail_outbox (state, next_attempt);

-- Addresses that asked for no more mail (the one-click stop), and the stop links' hashes.
CREATE TABLE mail_stops (
    address TEXT PRIMARY KEY,
    created BIGINT NOT NULL
);
CREATE TABLE mail_stop_tokens (
    hash TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    created BIGINT NOT NULL
);

-- Ratings (Glicko-2) per person (`player:ID`) or bot (`bot:SPEC`), game and player count.
CREATE TABLE ratings (
    subject TEXT NOT NULL,
    game TEXT NOT NULL,
    players BIGINT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    updated BIGINT NOT NULL,
    PRIMARY KEY (subject, game, players)
);

-- Finished games whose ratings were updated (or that are not rated): each is counted once.
CREATE TABLE rated_games (
    game_id TEXT PRIMARY KEY,
    rated BIGINT NOT NULL
);

-- Every timeout that fired, once per run of a clock (the key refuses a second), written with
-- the game's change: when, how late, and by which server.
CREATE TABLE timeouts_fired (
    game_id TEXT NOT NULL REFERENCES games (id),
    seat BIGINT NOT NULL,
    -- The start of the clock's run that ran out (ms since 1970, UTC).
    since BIGINT NOT NULL,
    deadline BIGINT NOT NULL,
    fired BIGINT NOT NULL,
    instance TEXT NOT NULL,
    PRIMARY KEY (game_id, seat, since)
);
