-- The table's optional turn timer (issue 28): seconds a human seat may take over a decision
-- before the server answers for it; NULL for none.
ALTER TABLE game_tables ADD COLUMN turn_seconds BIGINT;
