//! Skill checks: roll as many skill dice as the captain's skill, succeed on at least one icon.

use super::rng::GameRng;
use crate::content::{DiceFile, DieFace};

/// The faces of one skill roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Roll {
    pub faces: Vec<DieFace>,
}

impl Roll {
    /// Roll `dice` skill dice.
    pub fn new(rng: &mut GameRng, die: &DiceFile, dice: u8) -> Roll {
        let faces = (0..dice)
            .map(|_| die.faces[rng.below(die.faces.len())])
            .collect();
        Roll { faces }
    }

    /// Success icons rolled.
    pub fn successes(&self) -> u8 {
        self.faces
            .iter()
            .filter(|f| **f == DieFace::Success)
            .count() as u8
    }

    /// A skill check passes with at least one success icon.
    pub fn passed(&self) -> bool {
        self.successes() > 0
    }

    /// The sum of the numbers on dice that did not succeed: the tie-breaker of contests.
    pub fn tie_break(&self) -> u32 {
        self.faces
            .iter()
            .map(|f| match f {
                DieFace::Number(n) => *n as u32,
                DieFace::Success => 0,
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // M&M rules: SETUP, "Skill checks": roll dice equal to the skill; at least 1 icon succeeds.
    #[test]
    fn a_check_passes_on_one_icon_and_ties_add_the_numbers() {
        let roll = Roll {
            faces: vec![DieFace::Number(3), DieFace::Success, DieFace::Number(4)],
        };
        assert!(roll.passed());
        assert_eq!(roll.successes(), 1);
        assert_eq!(roll.tie_break(), 7);
        let miss = Roll {
            faces: vec![DieFace::Number(1), DieFace::Number(2)],
        };
        assert!(!miss.passed());
    }

    #[test]
    fn rolls_use_the_die_faces_and_count() {
        let die = DiceFile {
            faces: vec![DieFace::Success],
            hit_numbers: vec![],
        };
        let mut rng = GameRng::from_seed(1);
        let roll = Roll::new(&mut rng, &die, 3);
        assert_eq!(roll.successes(), 3);
        assert_eq!(Roll::new(&mut rng, &die, 0).faces.len(), 0);
    }
}
