//! Reading a seat's barred glory cards (MODULE 11, Unhappy) from a save: a list of cards, or
//! the flag that saves of format 11 and older wrote for "the whole hand barred until the
//! captain's next turn", read as no card barred (the card that failed is not in the save).

use crate::content::GloryCardId;
use serde::{Deserialize, Deserializer};

#[derive(Deserialize)]
#[serde(untagged)]
enum Barred {
    Cards(Vec<GloryCardId>),
    Flag(#[allow(dead_code)] bool),
}

pub(super) fn read<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<GloryCardId>, D::Error> {
    Ok(match Barred::deserialize(d)? {
        Barred::Cards(cards) => cards,
        Barred::Flag(_) => Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    struct Seat {
        #[serde(default, deserialize_with = "read")]
        barred: Vec<GloryCardId>,
    }

    // M&M rules: SEAS OF GLORY, Module 11, Unhappy (issue 74): a save's barred cards read back;
    // an older save's flag reads as none barred.
    #[test]
    fn barred_cards_read_as_a_list_or_an_old_flag() {
        let seat: Seat = serde_json::from_str(r#"{"barred":[3,7]}"#).unwrap();
        assert_eq!(seat.barred, vec![GloryCardId(3), GloryCardId(7)]);
        let seat: Seat = serde_json::from_str(r#"{"barred":true}"#).unwrap();
        assert!(seat.barred.is_empty());
        let seat: Seat = serde_json::from_str("{}").unwrap();
        assert!(seat.barred.is_empty());
    }
}
