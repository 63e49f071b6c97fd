-- Operations (issue 22): listing games by state and age (the admin API, `kohle db gc`) without
-- reading every row. A game's status is now 'open', 'finished' or 'aborted' (by an admin).
CREATE INDEX games_status_finished ON games (status, finished);
CREATE INDEX games_created ON games (created);
