-- Servers sharing one PostgreSQL database (issue 40): the revision at which, as the server
-- that stored the game's last move saw it, no bot was to move (NULL: a bot may be; the value
-- holds only while it equals `revision`, so any other change voids it). A server that starts
-- beside others then watches, for a bot whose server may have stopped, only the games where a
-- bot may be to move, instead of every open game with a bot (it loaded thousands of games a
-- person was thinking in). Written on PostgreSQL only; a hint, not carried by export and
-- backup (NULL after an import: the game is watched as before).
ALTER TABLE games ADD COLUMN bots_idle_revision BIGINT;
