-- Many games, one engine (issue 73): a table names the game it plays, by the game's id
-- (`mm`: Merchants & Marauders). Tables made before this were all Merchants & Marauders.
ALTER TABLE game_tables ADD COLUMN game TEXT NOT NULL DEFAULT 'mm';
