//! Every integration test of Spanish Main in one test binary: one link instead of sixteen
//! (each Bevy-linked test binary costs a link and a gigabyte of debug build).

mod ai;
mod ai_plunder;
mod ai_raids;
mod ai_wreck;
mod battles;
mod chronicle;
mod combat_cards;
mod common;
mod content;
mod damaged_saves;
mod determinism;
mod determinize;
mod dying;
mod events;
mod glory;
mod golden;
mod guide;
mod help;
mod history;
mod layers;
mod movement;
mod npc_combat;
mod npc_scouting;
mod npcs;
mod play_cli;
mod port_cards;
mod port_trade;
mod port_yard;
mod raids;
mod seas;
mod secrets;
mod setup;
mod soak;
mod turns;
mod winning;
