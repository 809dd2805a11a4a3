//! Where the server keeps its tables: SQLite (a file beside the saves) or PostgreSQL, through
//! sqlx's `Any` driver, so the same queries run on both. A table is its setup plus its choices;
//! a choice is written here before the table makes it.

use game_core::Game;
use serde::Serialize;
use sqlx::AnyPool;
use sqlx::any::AnyPoolOptions;
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{AssertSqlSafe, Row, SqlSafeStr};
use tokio::sync::{mpsc, oneshot};

/// The schema's migrations, in order (the files in `migrations/`).
const MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "tables",
        include_str!("../../migrations/0001_tables.sql"),
    ),
    (
        2,
        "turn timer",
        include_str!("../../migrations/0002_turn_timer.sql"),
    ),
    (
        3,
        "table game",
        include_str!("../../migrations/0003_table_game.sql"),
    ),
];

/// A seat's row: `None` is the spectators' token.
pub type SeatToken = (Option<usize>, String);

/// A table as the database holds it: its game's config and choices as that game wrote them
/// (JSON), read by the game (`server::game::Served`).
#[derive(Clone, Debug)]
pub struct StoredTable {
    pub id: String,
    /// The game it plays, by its short name.
    pub game: String,
    pub config: String,
    /// The hash of each seat's token (`None`: the spectators').
    pub tokens: Vec<SeatToken>,
    pub choices: Vec<String>,
    pub over: bool,
    /// Seconds a human seat may take over a decision before the server answers for it.
    pub turn_seconds: Option<u32>,
}

/// A stored table as its game reads it.
#[derive(Clone, Debug)]
pub struct ReadTable<G: Game> {
    pub id: String,
    pub config: G::Config,
    pub tokens: Vec<SeatToken>,
    pub choices: Vec<G::Choice>,
    pub over: bool,
    pub turn_seconds: Option<u32>,
}

impl StoredTable {
    /// The table as game `G` reads it: its config and choices, or one clear error naming
    /// what cannot be read.
    pub fn read<G: Game>(self) -> Result<ReadTable<G>, String> {
        let id = &self.id;
        let config: G::Config = serde_json::from_str(&self.config)
            .map_err(|e| format!("table {id}'s config cannot be read: {e}"))?;
        let choices = self
            .choices
            .iter()
            .enumerate()
            .map(|(i, text)| {
                serde_json::from_str(text)
                    .map_err(|e| format!("table {id}'s choice number {i} cannot be read: {e}"))
            })
            .collect::<Result<Vec<G::Choice>, String>>()?;
        Ok(ReadTable {
            id: self.id,
            config,
            tokens: self.tokens,
            choices,
            over: self.over,
            turn_seconds: self.turn_seconds,
        })
    }
}

/// Choices waiting to be written, and who waits on them.
struct Job {
    id: String,
    first: u64,
    choices: Vec<String>,
    done: oneshot::Sender<Result<(), String>>,
}

/// How often SQLite's write-ahead log is copied into the database file.
const CHECKPOINT_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

async fn sqlite_pool(url: &str, sqlite: bool, connections: u32) -> Result<AnyPool, String> {
    AnyPoolOptions::new()
        .max_connections(connections)
        .after_connect(move |conn, _| {
            Box::pin(async move {
                if sqlite {
                    sqlx::raw_sql(
                        "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                         PRAGMA busy_timeout = 5000; PRAGMA wal_autocheckpoint = 0;",
                    )
                    .execute(conn)
                    .await?;
                }
                Ok(())
            })
        })
        .connect(url)
        .await
        .map_err(|e| format!("cannot open the database {}: {e}", redact(url)))
}

/// Rows of choices in one INSERT (three parameters each, within every database's limit).
const ROWS_PER_INSERT: usize = 300;

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    /// The writer task's queue: every table's choices go through it, and those that arrive
    /// while a write is under way go together in the next one (a group commit).
    writes: mpsc::UnboundedSender<Job>,
}

/// Write queued choices: each batch is what has queued since the last write began, in one
/// statement (or one transaction of a few); a batch that fails is written again job by job,
/// so one table's refused choice fails only that table's write.
async fn writer(pool: AnyPool, mut queue: mpsc::UnboundedReceiver<Job>) {
    while let Some(job) = queue.recv().await {
        let mut jobs = vec![job];
        while let Ok(j) = queue.try_recv() {
            jobs.push(j);
        }
        if write(&pool, &jobs).await.is_ok() {
            for j in jobs {
                let _ = j.done.send(Ok(()));
            }
            continue;
        }
        for j in jobs {
            let r = write(&pool, std::slice::from_ref(&j)).await;
            let _ = j.done.send(r);
        }
    }
}

async fn write(pool: &AnyPool, jobs: &[Job]) -> Result<(), String> {
    let rows: Vec<(&str, i64, &str)> = jobs
        .iter()
        .flat_map(|j| {
            j.choices
                .iter()
                .enumerate()
                .map(|(i, c)| (j.id.as_str(), (j.first + i as u64) as i64, c.as_str()))
        })
        .collect();
    let mut tx = pool.begin().await.map_err(failed("begin"))?;
    for chunk in rows.chunks(ROWS_PER_INSERT) {
        let mut sql = String::from("INSERT INTO table_choices (table_id, idx, choice) VALUES ");
        for i in 0..chunk.len() {
            let p = 3 * i;
            if i > 0 {
                sql.push_str(", ");
            }
            sql.push_str(&format!("(${}, ${}, ${})", p + 1, p + 2, p + 3));
        }
        // Only numbered placeholders are written into the text; the values are bound.
        let mut q = sqlx::query(AssertSqlSafe(sql));
        for &(id, idx, choice) in chunk {
            q = q.bind(id).bind(idx).bind(choice);
        }
        q.execute(&mut *tx)
            .await
            .map_err(failed("write the choices"))?;
    }
    tx.commit().await.map_err(failed("commit the choices"))
}

fn failed(what: &str) -> impl Fn(sqlx::Error) -> String + '_ {
    move |e| format!("the database could not {what}: {e}")
}

impl Store {
    /// Open (creating a SQLite file when missing) and bring the schema up to date. `url` is
    /// `sqlite://PATH` or `postgres://…`.
    pub async fn open(url: &str) -> Result<Store, String> {
        sqlx::any::install_default_drivers();
        let url = if url.starts_with("sqlite:") && !url.contains("mode=") {
            let sep = if url.contains('?') { '&' } else { '?' };
            format!("{url}{sep}mode=rwc")
        } else {
            url.to_string()
        };
        let sqlite = url.starts_with("sqlite:");
        // SQLite: one connection, so writes queue in the pool instead of sleeping in SQLite's
        // busy handler (waits of up to 100 ms under load); a write-ahead log synced at
        // checkpoints (`synchronous = NORMAL`): a commit survives the server's process being
        // killed (the fault test), though not the machine losing power mid-write. The
        // checkpoints (and their fsync) run on a connection of their own, so that writes never
        // wait on them.
        let pool = sqlite_pool(&url, sqlite, if sqlite { 1 } else { 16 }).await?;
        if sqlite {
            let checkpoints = sqlite_pool(&url, true, 1).await?;
            tokio::spawn(async move {
                loop {
                    tokio::time::sleep(CHECKPOINT_EVERY).await;
                    if sqlx::raw_sql("PRAGMA wal_checkpoint(PASSIVE);")
                        .execute(&checkpoints)
                        .await
                        .is_err()
                    {
                        break;
                    }
                }
            });
        }
        let migrations = MIGRATIONS
            .iter()
            .map(|&(version, name, sql)| {
                Migration::new(
                    version,
                    name.into(),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    false,
                )
            })
            .collect();
        Migrator::with_migrations(migrations)
            .run(&pool)
            .await
            .map_err(|e| format!("cannot bring the database's schema up to date: {e}"))?;
        let (writes, queue) = mpsc::unbounded_channel();
        tokio::spawn(writer(pool.clone(), queue));
        Ok(Store { pool, writes })
    }

    /// Write a new table: its config and its tokens' hashes.
    pub async fn create(
        &self,
        id: &str,
        game: &str,
        config: &impl Serialize,
        tokens: &[SeatToken],
        turn_seconds: Option<u32>,
    ) -> Result<(), String> {
        let config = serde_json::to_string(config).expect("configs serialize");
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64);
        let mut tx = self.pool.begin().await.map_err(failed("begin"))?;
        sqlx::query(
            "INSERT INTO game_tables (id, config, created_at, over, turn_seconds, game) \
             VALUES ($1, $2, $3, 0, $4, $5)",
        )
        .bind(id)
        .bind(config)
        .bind(now)
        .bind(turn_seconds.map(i64::from))
        .bind(game)
        .execute(&mut *tx)
        .await
        .map_err(failed("write the table"))?;
        for (seat, hash) in tokens {
            sqlx::query("INSERT INTO table_seats (table_id, seat, token_hash) VALUES ($1, $2, $3)")
                .bind(id)
                .bind(seat.map_or(-1, |s| s as i64))
                .bind(hash.as_str())
                .execute(&mut *tx)
                .await
                .map_err(failed("write a seat"))?;
        }
        tx.commit().await.map_err(failed("commit the table"))
    }

    /// Write the table's choice number `index` (counted from 0 at setup). Refused if that
    /// choice is already written (another server made it).
    pub async fn append<C: Serialize>(
        &self,
        id: &str,
        index: u64,
        choice: &C,
    ) -> Result<(), String> {
        self.append_many(id, index, std::slice::from_ref(choice))
            .await
    }

    /// Write the table's choices from number `first` on, in one transaction (all or none).
    pub async fn append_many<C: Serialize>(
        &self,
        id: &str,
        first: u64,
        choices: &[C],
    ) -> Result<(), String> {
        let (done, result) = oneshot::channel();
        let job = Job {
            id: id.to_string(),
            first,
            choices: choices
                .iter()
                .map(|c| serde_json::to_string(c).expect("choices serialize"))
                .collect(),
            done,
        };
        self.writes
            .send(job)
            .map_err(|_| "the database's writer has stopped".to_string())?;
        result
            .await
            .map_err(|_| "the database's writer has stopped".to_string())?
    }

    /// Strike the table's choices from number `keep` on (an undo).
    pub async fn truncate(&self, id: &str, keep: u64) -> Result<(), String> {
        sqlx::query("DELETE FROM table_choices WHERE table_id = $1 AND idx >= $2")
            .bind(id)
            .bind(keep as i64)
            .execute(&self.pool)
            .await
            .map(|_| ())
            .map_err(failed("take back the choice"))
    }

    /// Mark the table's game over.
    pub async fn finish(&self, id: &str) -> Result<(), String> {
        sqlx::query("UPDATE game_tables SET over = 1 WHERE id = $1")
            .bind(id)
            .execute(&self.pool)
            .await
            .map(|_| ())
            .map_err(failed("mark the table over"))
    }

    /// The ids of every table whose game is not over.
    pub async fn open_tables(&self) -> Result<Vec<String>, String> {
        let rows = sqlx::query("SELECT id FROM game_tables WHERE over = 0 ORDER BY id")
            .fetch_all(&self.pool)
            .await
            .map_err(failed("list the tables"))?;
        rows.iter()
            .map(|r| r.try_get::<String, _>(0).map_err(failed("read a table id")))
            .collect()
    }

    /// One table, whole; `None` if there is no such table.
    pub async fn table(&self, id: &str) -> Result<Option<StoredTable>, String> {
        let Some(row) =
            sqlx::query("SELECT config, over, turn_seconds, game FROM game_tables WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await
                .map_err(failed("read the table"))?
        else {
            return Ok(None);
        };
        // The game's name, its config and its choices are read by the game (a table of a
        // game this server does not play is one clear error there).
        let game: String = row.try_get(3).map_err(failed("read the table"))?;
        let config: String = row.try_get(0).map_err(failed("read the config"))?;
        let over: i64 = row.try_get(1).map_err(failed("read the table"))?;
        let turn_seconds: Option<i64> = row.try_get(2).map_err(failed("read the table"))?;
        let tokens = sqlx::query(
            "SELECT seat, token_hash FROM table_seats WHERE table_id = $1 ORDER BY seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await
        .map_err(failed("read the seats"))?
        .iter()
        .map(|r| {
            let seat: i64 = r.try_get(0)?;
            let hash: String = r.try_get(1)?;
            Ok((usize::try_from(seat).ok(), hash))
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()
        .map_err(failed("read a seat"))?;
        let rows =
            sqlx::query("SELECT idx, choice FROM table_choices WHERE table_id = $1 ORDER BY idx")
                .bind(id)
                .fetch_all(&self.pool)
                .await
                .map_err(failed("read the choices"))?;
        let mut choices = Vec::with_capacity(rows.len());
        for (i, r) in rows.iter().enumerate() {
            let idx: i64 = r.try_get(0).map_err(failed("read a choice"))?;
            let text: String = r.try_get(1).map_err(failed("read a choice"))?;
            if idx != i as i64 {
                return Err(format!("table {id} misses its choice number {i}"));
            }
            choices.push(text);
        }
        Ok(Some(StoredTable {
            id: id.to_string(),
            game,
            config,
            tokens,
            choices,
            over: over != 0,
            turn_seconds: turn_seconds.and_then(|s| u32::try_from(s).ok()),
        }))
    }
}

/// A database URL without its password, for messages.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s => match url[s + 3..at].find(':') {
            Some(colon) => format!("{}:***{}", &url[..s + 3 + colon], &url[at..]),
            None => url.to_string(),
        },
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_url_loses_its_password_in_messages() {
        assert_eq!(
            redact("postgres://game:secret@localhost:5432/sm"),
            "postgres://game:***@localhost:5432/sm"
        );
        assert_eq!(redact("sqlite:///tmp/a.db"), "sqlite:///tmp/a.db");
    }
}
