//! Where the server keeps its tables: SQLite (a file beside the saves) or PostgreSQL, through
//! sqlx's `Any` driver, so the same queries run on both. A table is its setup plus its choices;
//! a choice is written here before the table makes it.

use crate::rules::{Choice, GameConfig};
use sqlx::AnyPool;
use sqlx::any::AnyPoolOptions;
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{Row, SqlSafeStr};

/// The schema's migrations, in order (the files in `migrations/`).
const MIGRATIONS: &[(i64, &str, &str)] = &[(
    1,
    "tables",
    include_str!("../../migrations/0001_tables.sql"),
)];

/// A seat's row: `None` is the spectators' token.
pub type SeatToken = (Option<usize>, String);

/// A table as the database holds it.
#[derive(Clone, Debug)]
pub struct StoredTable {
    pub id: String,
    pub config: GameConfig,
    /// The hash of each seat's token (`None`: the spectators').
    pub tokens: Vec<SeatToken>,
    pub choices: Vec<Choice>,
    pub over: bool,
}

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
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
        let pool = AnyPoolOptions::new()
            .max_connections(if url.starts_with("sqlite:") { 4 } else { 16 })
            .connect(&url)
            .await
            .map_err(|e| format!("cannot open the database {}: {e}", redact(&url)))?;
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
        Ok(Store { pool })
    }

    /// Write a new table: its config and its tokens' hashes.
    pub async fn create(
        &self,
        id: &str,
        config: &GameConfig,
        tokens: &[SeatToken],
    ) -> Result<(), String> {
        let config = serde_json::to_string(config).expect("configs serialize");
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64);
        let mut tx = self.pool.begin().await.map_err(failed("begin"))?;
        sqlx::query(
            "INSERT INTO game_tables (id, config, created_at, over) VALUES ($1, $2, $3, 0)",
        )
        .bind(id)
        .bind(config)
        .bind(now)
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
    pub async fn append(&self, id: &str, index: u64, choice: &Choice) -> Result<(), String> {
        let choice = serde_json::to_string(choice).expect("choices serialize");
        sqlx::query("INSERT INTO table_choices (table_id, idx, choice) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(index as i64)
            .bind(choice)
            .execute(&self.pool)
            .await
            .map(|_| ())
            .map_err(failed("write the choice"))
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
        let Some(row) = sqlx::query("SELECT config, over FROM game_tables WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await
            .map_err(failed("read the table"))?
        else {
            return Ok(None);
        };
        let config: String = row.try_get(0).map_err(failed("read the config"))?;
        let config: GameConfig = serde_json::from_str(&config)
            .map_err(|e| format!("table {id}'s config cannot be read: {e}"))?;
        let over: i64 = row.try_get(1).map_err(failed("read the table"))?;
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
            let c = serde_json::from_str(&text)
                .map_err(|e| format!("table {id}'s choice number {i} cannot be read: {e}"))?;
            choices.push(c);
        }
        Ok(Some(StoredTable {
            id: id.to_string(),
            config,
            tokens,
            choices,
            over: over != 0,
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
