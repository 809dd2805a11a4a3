-- The game server's tables (issue 28). Written in the SQL that SQLite and PostgreSQL share:
-- a table is its setup (the game's config, as JSON) plus every choice made at it, in order.
CREATE TABLE game_tables (
    id TEXT PRIMARY KEY,
    config TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    -- 1 once the game is over (such tables are loaded only when someone asks for them).
    over BIGINT NOT NULL DEFAULT 0
);

-- One row per seat with a token (human seats), and one with seat -1 for the spectators:
-- only the SHA-256 of each token is kept.
CREATE TABLE table_seats (
    table_id TEXT NOT NULL REFERENCES game_tables (id),
    seat BIGINT NOT NULL,
    token_hash TEXT NOT NULL,
    PRIMARY KEY (table_id, seat)
);

-- Every accepted choice, written before it is acknowledged; `idx` counts from 0 at setup, so
-- two servers can never both write the same table's next choice.
CREATE TABLE table_choices (
    table_id TEXT NOT NULL REFERENCES game_tables (id),
    idx BIGINT NOT NULL,
    choice TEXT NOT NULL,
    PRIMARY KEY (table_id, idx)
);
