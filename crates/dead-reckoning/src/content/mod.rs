//! Dead Reckoning's data: the files in `assets/data/dr/`, parsed and checked. The crate embeds
//! them with `include_str!`, so tests, the command line and the app play the same content; a
//! folder of them is read and checked the same way. A file that cannot be used is one error
//! naming the file, the item and the problem, and nothing is loaded.

mod rows_check;
pub mod schema;
mod validate;
pub mod value;

pub use schema::*;
use std::fmt;
use std::path::Path;

/// The data files, by name, as the crate embeds them.
pub const DATA_FILES: [(&str, &str); 5] = [
    (
        "sailors.ron",
        include_str!("../../../../assets/data/dr/sailors.ron"),
    ),
    (
        "boards.ron",
        include_str!("../../../../assets/data/dr/boards.ron"),
    ),
    (
        "pieces.ron",
        include_str!("../../../../assets/data/dr/pieces.ron"),
    ),
    (
        "rows.ron",
        include_str!("../../../../assets/data/dr/rows.ron"),
    ),
    (
        "values.ron",
        include_str!("../../../../assets/data/dr/values.ron"),
    ),
];

/// A data file that cannot be used: which file, and what is wrong (naming the item).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataError {
    pub file: String,
    pub problem: String,
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file, self.problem)
    }
}

impl std::error::Error for DataError {}

fn error(file: &str, problem: impl Into<String>) -> DataError {
    DataError {
        file: file.into(),
        problem: problem.into(),
    }
}

/// Everything the game reads from its data files.
#[derive(Clone, Debug, PartialEq)]
pub struct DrData {
    pub roles: Vec<RoleDef>,
    pub islands: Vec<IslandDef>,
    pub seas: Vec<SeaDef>,
    pub upgrades: Vec<UpgradeDef>,
    pub buildings: Vec<BuildingDef>,
    pub achievements: Vec<AchDef>,
    pub bonus_tokens: Vec<[Ach; 3]>,
    pub setup: SetupDef,
    /// The 98 Row cards (Advancements and Merchant ship fronts), Row by Row; a card's index
    /// here is its id.
    pub rows: Vec<RowCard>,
    /// The 20 Merchant backs, dealt to their Row's fronts at setup (P-15).
    pub backs: Vec<MerchantBack>,
    /// What icons and effects are worth, and each Row's band of value per cargo.
    pub values: ValuesFile,
}

impl DrData {
    /// The data the crate was built with (checked by its tests, so it always loads).
    pub fn embedded() -> DrData {
        DrData::parse(|name| {
            DATA_FILES
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, text)| text.to_string())
                .ok_or_else(|| format!("no embedded file {name}"))
        })
        .expect("the embedded data is checked by the crate's tests")
    }

    /// The data files in `dir`, checked as the embedded ones are.
    pub fn from_dir(dir: &Path) -> Result<DrData, DataError> {
        DrData::parse(|name| {
            std::fs::read_to_string(dir.join(name)).map_err(|e| format!("cannot be read: {e}"))
        })
    }

    /// Parse and check the files `read` gives by name.
    pub fn parse(read: impl Fn(&str) -> Result<String, String>) -> Result<DrData, DataError> {
        let sailors: SailorsFile = load(&read, "sailors.ron")?;
        let boards: BoardsFile = load(&read, "boards.ron")?;
        let pieces: PiecesFile = load(&read, "pieces.ron")?;
        let rows: RowsFile = load(&read, "rows.ron")?;
        let values: ValuesFile = load(&read, "values.ron")?;
        let data = DrData {
            roles: sailors.roles,
            islands: boards.islands,
            seas: boards.seas,
            upgrades: pieces.upgrades,
            buildings: pieces.buildings,
            achievements: pieces.achievements,
            bonus_tokens: pieces.bonus_tokens,
            setup: pieces.setup,
            rows: rows.cards,
            backs: rows.backs,
            values,
        };
        validate::sailors(&data).map_err(|p| error("sailors.ron", p))?;
        validate::boards(&data).map_err(|p| error("boards.ron", p))?;
        validate::pieces(&data).map_err(|p| error("pieces.ron", p))?;
        rows_check::values(&data.values).map_err(|p| error("values.ron", p))?;
        rows_check::rows(&data).map_err(|p| error("rows.ron", p))?;
        Ok(data)
    }

    /// The Achievement's entry.
    pub fn achievement(&self, ach: Ach) -> &AchDef {
        self.achievements
            .iter()
            .find(|a| a.ach == ach)
            .expect("every Achievement is checked in")
    }

    /// The Row card at this index of `rows.ron`.
    pub fn row_card(&self, index: usize) -> &RowCard {
        &self.rows[index]
    }

    /// The role of this kind.
    pub fn role(&self, role: Role) -> &RoleDef {
        self.roles
            .iter()
            .find(|r| r.role == role)
            .expect("every role is checked in")
    }
}

fn load<T: serde::de::DeserializeOwned>(
    read: &impl Fn(&str) -> Result<String, String>,
    name: &str,
) -> Result<T, DataError> {
    let text = read(name).map_err(|e| error(name, e))?;
    ron::from_str(&text).map_err(|e| error(name, e.to_string()))
}
