//! Blackbeard's rules in brief, in our words, with the tables the game plays by (read from its
//! data, so they are the numbers the rules use): the Player-Turn, the Actions, looting, crews,
//! and the Cargo, Crew Loyalty, Notoriety and Storm Effects tables. Opened from the orders' row
//! ("Rules") or with R.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Ui};
use blackbeard::content::{BbData, LoyaltyCause, StormEffect};

/// The rules window is open, at this page.
#[derive(Resource, Default)]
pub struct RulesOpen {
    pub open: bool,
    pub page: usize,
}

const PAGES: [&str; 9] = [
    "The turn",
    "Actions",
    "Looting",
    "Crews",
    "Ports",
    "Your cards",
    "Anti-Pirates",
    "Solitaire",
    "Tables",
];

/// The turn, the Actions, looting, crews, ports, the pirate's own cards, the Anti-Pirates and
/// Solitaire Blackbeard with the System Player's priorities (19), in our words.
const TEXT: [&[&str]; 8] = [
    &[
        "Each Player-Turn one player is the Pirate Player; the others are his Anti-Pirates (see Anti-Pirates).",
        "First he draws up to four Event cards. A Must Play Immediately card is resolved at once and another drawn in its place: storms, disease, new governors, the General Pardon and the rest.",
        "If fewer than five merchants are on the map, merchants are placed until six are.",
        "Then he plays cards. One card a turn gives Actions: its number, or an Initiative card's Actions all to one pirate (as many as his Initiative rating). With no card that gives any, he may discard one or two cards for an Action each. He must play at least one card a turn.",
        "The game ends when the General Pardon comes up a third time (or is the deck's last card). The Long Game plays the deck through twice.",
        "Victory Points: each pirate's Notoriety when he leaves play or at the end. Most VP wins; a tie shares.",
    ],
    &[
        "Move: to a bordering Sea Area, into or out of a port of its area, into or out of a Transit Box: each one Action. A ship whose Speed has fallen below 0 needs two Moves for one.",
        "Find: at sea, look for a merchant in a port of the area: a die plus the pirate's Ability must make 7 (one more for a merchant found before and let go). A found merchant is his to loot this turn.",
        "Loot: board a merchant he found (see Looting).",
        "In-Port Activities: in port, ransom, convert booty, refit, buy a Safe Haven and revel, all as one Action (see Ports).",
        "Attack a port of his Sea Area (never a Pirate Port): a die + his ship's Combat + Ability + what hostages told him of it, against a die (two once it was attacked) + its Defense. Won: its Value in dice × 100 doubloons, twice its Value in Notoriety, +1 loyalty, a Combat hit, and he is in the port. Lost: Combat hits as the difference. Either way every port of that nation is closed to him from then on, but his Safe Havens.",
        "Sack: his very next Action after taking a port: a die + Cruelty over its Defense burns it (twice its Value in Notoriety, +1 loyalty, the crew ashore in D&R, everyone in it put to sea).",
        "Booty Grab: in port, at another player's pirate ashore in D&R: a die + Ability each, +1 to the grabber. Higher: a die + the difference, × 10 %, of his booty (he chooses the holds that pay). Lower: −2 loyalty. A tie is a duel: Duel rating in dice, the loser dies, the winner scores both Duel ratings in Notoriety and takes his booty, hostages, secrets, Letter and map, or his ship with everything of his own moved aboard her.",
        "Retire: in his Safe Haven, in a port of his Letter of Marque's nation, or by paying a Pro-Pirate governor his price (D66 × 100 from Net Worth; declining costs a point of loyalty). A retired pirate scores twice his Notoriety and a VP for each 100 of Net Worth.",
        "Dig: with the treasure map, at sea in the West Caribbean, he lands on the Isle of Pines (see Your cards).",
        "Recover: a crew ashore in Debauchery & Revelry sobers up in port (an involuntary marker takes two).",
        "Alliance: two of your pirates in one port join as one Action. They sail and act as one, led by the one with more Notoriety: Combat is the better ship's plus both Abilities, Speed the lower, other ratings the better. Notoriety they win is split (the odd point to the higher Leadership), and so is booty as it becomes Net Worth; loyalty changes strike both crews; Combat hits are split, the odd one where you say. No Letter of Marque is taken or used meanwhile. Break it for free in your turn.",
        "Draw a Pirate card blindly (deploy him at once or keep him), or deploy one from hand, within the limits of the displays.",
    ],
    &[
        "1. Seize the Booty, or let her go (the crew loses a point of loyalty).",
        "2. The Cargo Table: a die plus her Cargo rating, read in the area's column, gives the doubloons. A poor cargo costs loyalty, a rich one gives it. The cargo fills an empty hold, replaces a hold thrown overboard, is left behind, or comes aboard her when he takes her as his ship (a Sloop, Schooner or Brigantine: a larger ship cheers the crew, a smaller one does not, and the holds are trimmed).",
        "3. The Hostage drawn: tortured (a die over the pirate's Cruelty wins his Information about his home port; +1 loyalty and Notoriety as his Value either way) or held for ransom.",
        "Notoriety: her Cargo rating for the loot, the Hostage's Value for torture.",
        "4. Debauchery & Revelry if he wishes: +1 loyalty, but only Move and Recover until the crew recovers.",
    ],
    &[
        "Crew Loyalty runs from 0 to 12; a new ship's crew starts at 7. It falls with poor cargo, booty let go, scurvy, Speed falling below 0; it rises with rich cargo, torture, a bigger ship, revels.",
        "At 0 the crew mutinies when the action that brought it ends, and again at the pirate's first Action of each later turn while it stays at 0: a die over his Leadership and he is marooned (his Notoriety scores); a pirate from the player's hand, or the deck's top, takes the ship at loyalty 6; equal, the crew loses another point; under, nothing.",
        "Cunning: a point spent rolls again a die of the pirate's own (never a D66, never another player's roll), offered once the die shows and only when a new roll could change it.",
        "Ship damage: each hit takes a point of Speed or Combat; a ship sinks in its Sunk boxes.",
    ],
    &[
        "What a port is to a pirate: Pro-Pirate (a Pro-Pirate governor), Neutral (no governor), Anti-Pirate (an Anti-Pirate governor: no pirate sails in), a Pirate Port (Isle de Tortuga, New Providence, Isle Ste. Marie), or his own Safe Haven. The board's port line shows the governor (+ or -) and an H in the colour of the seat whose Safe Haven it is.",
        "In-Port Activities: one Action in port does any of these, in this order.",
        "1. Ransom: a hostage goes home for 2d6 × his Value × 50 doubloons, into any hold, in a Pro-Pirate, Neutral or Safe Haven port of his own port's nation; never in an Arab or Portuguese port.",
        "2. Convert booty to Net Worth, hold by hold (some may be kept for a better rate): half in a Neutral port (rounded up), all in a Pro-Pirate port or a Pirate Port, a tenth more in his Safe Haven. Converting in a Pirate Port sends the crew ashore in D&R at the end.",
        "3. Refit: half a die of hits mended (rounded up; +2 in his Safe Haven), Speed or Combat as he likes; every hit in a Pirate Port; none in an Arab port.",
        "4. Safe Haven: at a Pro-Pirate governor whose port is no one's haven, he names his price (a die × 100, paid from Net Worth). Pay or back out; either way he is asked only once. A haven ends when its governor is replaced or dies, or its pirate leaves play.",
        "5. Debauchery & Revelry: +1 loyalty, +3 in a Pirate Port.",
        "A Letter of Marque from the hand may be taken first, at a Pro-Pirate governor (see Your cards).",
    ],
    &[
        "Heavy Guns (with one Action): for a pirate in port; his ship adds 2 to its Combat rolls for as long as it sails, into a merchant he takes as his ship too. One set a ship.",
        "Fair Winds (with one Action): one of his pirates sails at once to any Sea Area, from a port or a Transit Box too, crew ashore or not. The Action may go to another pirate.",
        "Buried Treasure (with one Action): the map goes to one pirate. Later, an Action at sea in the West Caribbean lands him on the Isle of Pines to dig: 1–2 nothing; else three dice × 100 doubloons into a hold. The map is spent either way, and lost if he leaves play.",
        "Letter of Marque: played for its 2 Actions, or taken in an In-Port Activities Action at a Pro-Pirate governor's port. Every port of that nation is then Pro-Pirate to him (an Anti-Pirate one too, which he may enter), but he buys no Safe Haven on it; he may retire in any of them. One Letter a pirate; never back in the deck; void if he attacks a port of that nation.",
        "These three cards give their one Action only with their event: with no pirate their event can serve, they are not played.",
        "The General Pardon: the first draw goes back into the deck; the second pardons every pirate on the map until the drawing player's next turn ends: a pardoned pirate who enters an English port converts his booty at that port's rate and retires, and no English port may be attacked meanwhile; the third ends the game.",
    ],
    &[
        "In another player's turn you are an Anti-Pirate: you act against his active pirate. When he announces an Action, and again when it is over, each other player is asked in turn from his left: pass, or act. Acting opens your hand in secret; after an act everyone is asked again; when all pass, play goes on. Nothing is asked while he draws or deploys a pirate.",
        "One Anti-Pirate action a player a turn (a KC's reaction is free); no kind of action twice against one Action; no card kind twice in a turn; one warship action an Action.",
        "Deploy a King's Commissioner: while he is at sea, three dice under his Notoriety bring a KC of yours into his area (one KC a player).",
        "Warships: a Warship Sighting card, when he announces or has rolled a Find, announces a Loot, or announces or failed an Attack at sea, draws a warship into his area, shown; attack with it or leave it On Station, where any player may send it against a pirate later.",
        "KC reaction: your KC, at sea in his area or the next (not in the turn it came), reacts when he announces or ends a Move at sea, announces or rolls a Find, announces a Loot, or announces or fails an Attack; it sails into his area.",
        "Against a warship or KC he fights or tries to escape: a die + Speed each (a KC that sailed in −1); caught, a KC may be surrendered to with a Letter of Marque (he retires). Battle: a die + his ship's Combat + Ability (+2 with Heavy Guns, −2 ashore in D&R) against a die + its Combat + 2. Beating a warship: a Combat hit, its Combat in Notoriety. Losing to one: the action lost, the difference in Combat hits, −1 loyalty. Beating a KC: it is gone, twice its Combat in Notoriety, +1 loyalty. Losing to a KC: he dies; his player scores his Notoriety, the KC's player half of it. An escape loses the action he was on (but a Move).",
        "Cards against him: Scurvy (not in port: −1 loyalty, the hostages die, −1 more as each of his player's turns begins until he reaches port); Wear and Tear (not in port: half a die of Speed hits); Mutiny Conspiracy (two dice over his loyalty: a mutiny); Debauchery & Revelry (after an Action that leaves him in port: his crew ashore, involuntary).",
        "Your KC's actions (one KC a turn): sail to a bordering area or Transit Box; attack a Pirate Port of its area (a die + its Combat + 2 must beat every pirate there, each a die + his ship's Combat: they are put to sea with a Combat hit and the port burns; an empty one burns at once); or, when the pirate in a port of its area announces something to do there, oust him (a die + its Combat + 2 against a die + every ship's Combat in the port: out they all go, his action lost; failing, each gains a Notoriety point). Never where your own pirate is.",
        "Local Resistance: at any port with a Pro-Pirate governor (not a Pirate Port), a die over its Value removes the governor for good and puts the pirates there out.",
        "Skull and Crossbones: when a card is played against your pirate and he has Cunning left, you are asked whether to play it; for a point of his Cunning it negates the card, which goes back into the deck.",
        "Storms send a warship home on two dice over its Combat, a KC on 1–4; European Turmoil sends them all home.",
    ],
    &[
        "Solitaire: you are Blackbeard, in a Sloop or a Schooner, starting where the most merchants lie. The System Player (SP) sails three pirates, placed by D66 one to a Sea Area, each ship by a die (1–4 Sloop, 5–6 Schooner); a new one comes from the Pirate deck the moment one retires or dies.",
        "Your turn, then one Player-Turn for each SP pirate. You hold four Hold Until Played cards and never draw a Must Play Immediately card; you have no Pirate cards. Ten merchants start; your Merchant Phase tops them up to eight; every storm brings them back to ten.",
        "Each SP pirate's turn: a Must Play Immediately card resolved, then a Hold Until Played card played for its Actions (or its event). Finger of Fate and Piratical Ambition are out of the game; a Booty Grab tie takes nothing (no Duels).",
        "At each of your actions the SP answers: a warship On Station or its KC that can act against it does; otherwise the top Hold Until Played card is drawn and its Anti-Pirate action taken against you if it can be, else discarded (a Warship Sighting then stations its warship in your area). From Notoriety 12, while it has no KC, its first act each turn is to try for one. In the SP's turns you get your one Anti-Pirate action in each.",
        "Blackbeard never dies of a mutiny (a die over his Leadership costs 3 loyalty, equal 2). A crew at 0 costs him 2d6 Notoriety at once and 1d6 at the end of each of your turns until it rises. He may not surrender, and retires only with a Letter of Marque in a port of its nation.",
        "You win by retiring with 130 VP or more, or when the SP has no pirate left to draw. You lose if Blackbeard dies, if the SP banks 100 VP (retirements, deaths, KC kills), if you retire short of 130, or at the General Pardon's third draw (its first, from the Must Play Immediately deck, only sends it into the other deck).",
        "The SP's priorities, in order (19.17–19.19): 1. D&R whenever it may take it. 2. A Letter of Marque drawn while it has none is kept; every Action then sails by the fewest Moves to the nearest Pro-Pirate port, where it goes ashore and takes it. 3. With a Letter, once retiring would score 30 VP, it sails to a port of that nation and retires. 4. A crew at loyalty 2 or less in port recovers or goes ashore. 5. Otherwise what gains its pirate most or costs Blackbeard most: loot a found merchant, find one in its area, booty to the best rate within reach, refit, attack a port when the odds are better than even, grab your booty when you are ashore, and against you the card that hurts most.",
    ],
];

/// The window, when open.
pub fn window(ctx: &egui::Context, rules: &mut RulesOpen, data: &BbData) {
    if !rules.open {
        return;
    }
    let mut open = true;
    egui::Window::new("Blackbeard: the rules in brief")
        .id("bb-rules".into())
        .frame(crate::widgets::panel_frame())
        .open(&mut open)
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .fixed_size([640.0, 440.0])
        .collapsible(false)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for (i, name) in PAGES.iter().enumerate() {
                    let r = ui.selectable_label(rules.page == i, *name);
                    crate::widgets::named::named(ui, &r, &format!("Rules page {name}"));
                    if r.clicked() {
                        rules.page = i;
                    }
                }
            });
            ui.separator();
            egui::ScrollArea::vertical().show(ui, |ui| match rules.page {
                8 => tables(ui, data),
                page => {
                    for para in TEXT[page.min(TEXT.len() - 1)] {
                        ui.label(*para);
                        ui.add_space(4.0);
                    }
                }
            });
        });
    rules.open = open;
}

fn tables(ui: &mut Ui, data: &BbData) {
    ui.label(
        RichText::new("The Cargo Table (8.32): a die plus her Cargo rating, in doubloons").strong(),
    );
    egui::Grid::new("bb-cargo").striped(true).show(ui, |ui| {
        ui.label("Area");
        for roll in 1..=10 {
            ui.label(roll.to_string());
        }
        ui.end_row();
        for (i, area) in data.areas.iter().enumerate() {
            ui.label(&area.name);
            for d in &data.cargo[i] {
                ui.label(d.to_string());
            }
            ui.end_row();
        }
    });
    ui.label(format!(
        "An adjusted roll of {} or less is a poor cargo, of {} or more a rich one.",
        data.poor_up_to, data.rich_from
    ));
    ui.add_space(6.0);
    ui.label(RichText::new("Crew Loyalty").strong());
    egui::Grid::new("bb-loyalty").striped(true).show(ui, |ui| {
        for cause in LoyaltyCause::ALL {
            ui.label(loyalty_words(cause));
            ui.label(format!("{:+}", data.loyalty_change(cause)));
            ui.end_row();
        }
    });
    ui.label(format!(
        "A new ship's crew: {}; a ship taken over: {}; the most: {}.",
        data.loyalty_start, data.loyalty_takeover, data.loyalty_max
    ));
    ui.add_space(6.0);
    ui.label(RichText::new("Notoriety (18.2)").strong());
    let n = &data.notoriety;
    ui.label(format!(
        "Loot: {}× her Cargo rating · torture: {}× the Hostage's Value · a port attacked: {}× its Value · sacked: {}× its Value · a KC beaten: {}× his Combat · a Warship beaten: {}× its Combat · a duel: {}× the two Duel ratings.",
        n.loot, n.torture, n.port_attack, n.port_sack, n.kc_beaten, n.warship_beaten, n.duel
    ));
    ui.add_space(6.0);
    ui.label(RichText::new("Storm Effects (our reading): a die, +1 in a Transit Box").strong());
    egui::Grid::new("bb-storm").striped(true).show(ui, |ui| {
        for (from, effect) in &data.storm {
            ui.label(format!("{from} or more"));
            ui.label(match effect {
                StormEffect::NoEffect => "no effect".to_string(),
                StormEffect::SpeedHits(n) => {
                    format!("{n} Speed hit{}", if *n == 1 { "" } else { "s" })
                }
                StormEffect::Founders => "the ship founders".to_string(),
            });
            ui.end_row();
        }
    });
}

fn loyalty_words(cause: LoyaltyCause) -> &'static str {
    match cause {
        LoyaltyCause::PoorCargo => "A poor cargo taken",
        LoyaltyCause::RichCargo => "A rich cargo taken",
        LoyaltyCause::Scurvy => "Scurvy",
        LoyaltyCause::RetirementBribeDeclined => "A retirement bribe declined",
        LoyaltyCause::WarshipBattleLost => "A battle with a Warship lost",
        LoyaltyCause::SmallerShip => "A smaller ship taken",
        LoyaltyCause::LargerShip => "A larger ship taken",
        LoyaltyCause::SpeedBelowZero => "Speed falls below 0",
        LoyaltyCause::BootyDeclined => "Booty let go",
        LoyaltyCause::MutinyQuashedEqual => "A mutiny's die equal to Leadership",
        LoyaltyCause::BootyGrabFailed => "A Booty Grab failed",
        LoyaltyCause::RevelryAshore => "Debauchery & Revelry",
        LoyaltyCause::RevelryInPiratePort => "Revelry in a Pirate Port",
        LoyaltyCause::Torture => "A hostage tortured",
        LoyaltyCause::AttackWon => "A port attack won",
        LoyaltyCause::SackWon => "A port sacked",
        LoyaltyCause::AmbitionFoiled => "A rival's ambition foiled",
        LoyaltyCause::KcBeaten => "A KC beaten",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Every cause of the Crew Loyalty table has its words, and every area its Cargo row.
    #[test]
    fn the_tables_cover_the_data() {
        let data = BbData::embedded().unwrap();
        assert_eq!(data.cargo.len(), data.areas.len());
        let words: std::collections::BTreeSet<&str> = LoyaltyCause::ALL
            .iter()
            .map(|c| loyalty_words(*c))
            .collect();
        assert_eq!(words.len(), LoyaltyCause::ALL.len());
    }
}
