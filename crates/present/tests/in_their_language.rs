//! Issue 38: every word a player reads is in their language. Random games of both games and
//! every player count, read in German, Polish, Spanish, Hungarian and Russian: no word of the
//! notation in any line of the log (every entry, which every reader's log, My games' "last move"
//! and the mails are made of), in the explanation of a legal action, a confirmation, a refusal or
//! the rules help.
//!
//! The notation's words come from the notation code itself: every action of each game's action
//! space written in notation, cut into words (a word added to the notation later is caught too).
//! A few of them are words of a language as well, spelled so by its rulebook (German `Bank`,
//! `Tunnel`): [`OWN_WORDS`] allows those in that language only.

use engine::rng::{below, rng_from_seed};
use engine::{apply_logged, ActionSpace, Game, Msg, RuleError, Seat, Setup};
use glueckauf::GlueckAuf;
use haspelknecht::Haspelknecht;
use present::{catalog, log, DefaultNames, Lang};
use std::collections::BTreeSet;

/// Words of the notation that are a language's own word: its rulebook (or for Glück Auf in
/// German and Polish, the catalogue's established term) spells the thing so. Haspelknecht's
/// German (seed 004) and Spanish (003) rulebooks say "Pinge" and "Thaler"; Glück Auf's German
/// bank and storage are "Bank" and "Lager", the Hungarian rulebook's (001) "bank", the Polish
/// "bank"; Spanish "produce" is the verb "produces".
const OWN_WORDS: &[(Lang, &[&str])] = &[
    (Lang::De, &["bank", "lager", "pinge", "thaler"]),
    (Lang::Es, &["pinge", "thaler", "produce"]),
    (Lang::Pl, &["bank"]),
    (Lang::Hu, &["bank"]),
];

/// The words of the notation of `G`: letters only (card ids `OC10` and numbers are the printed
/// ids, the same in every language).
fn notation_words<G: ActionSpace>() -> BTreeSet<String> {
    (0..G::num_distinct_actions(G::MAX_PLAYERS))
        .filter_map(G::action_from_index)
        .flat_map(|a| {
            a.to_string()
                .split(|c: char| c.is_whitespace() || c == '=' || c == '-')
                .filter(|w| w.len() > 1 && w.chars().all(|c| c.is_ascii_alphabetic()))
                .map(str::to_lowercase)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The notation's words in `text` that `lang` does not own. Notation quoted as notation (in
/// backticks: "end the winter storage with `store`", where a refusal tells what to type) is
/// notation where notation is shown.
fn foreign(text: &str, lang: Lang, words: &BTreeSet<String>) -> Vec<String> {
    let own: &[&str] = OWN_WORDS
        .iter()
        .find(|(l, _)| *l == lang)
        .map_or(&[], |(_, w)| w);
    let unquoted: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    unquoted
        .split(|c: char| !c.is_alphanumeric())
        .map(str::to_lowercase)
        .filter(|w| words.contains(w) && !own.contains(&w.as_str()))
        .collect()
}

/// Every message a player of a random game of `G` reads: each log entry, the explanation of
/// every legal action and its confirmation (in every 4th position), the refusals of the whole
/// action space (every 100th), the rules help.
fn messages<G: Game + ActionSpace>(
    players: u8,
    seed: u64,
    out: &mut Vec<Msg>,
    refusals: &mut Vec<RuleError>,
) {
    let setup = Setup {
        players,
        seed,
        options: G::Options::default(),
    };
    let mut game = G::new_game(&setup).unwrap();
    let mut entries = Vec::new();
    let (mut rng, mut buf, mut index) = (rng_from_seed(seed ^ 0x38), Vec::new(), 0);
    while !game.is_over() {
        let movers: Vec<Seat> = game.to_move().iter().collect();
        let seat = movers[below(&mut rng, movers.len() as u32) as usize];
        game.legal_actions(seat, &mut buf);
        if index % 4 == 0 {
            for &a in &buf {
                out.push(game.explain(seat, a));
                out.extend(game.confirmation(seat, a));
            }
        }
        if index % 100 == 0 {
            for a in (0..G::num_distinct_actions(players)).filter_map(G::action_from_index) {
                if let Err(e) = game.clone().apply(seat, a) {
                    refusals.push(e);
                }
            }
        }
        let action = buf[below(&mut rng, buf.len() as u32) as usize];
        apply_logged(&mut game, seat, action, index, &mut entries).unwrap();
        index += 1;
    }
    out.extend(entries.iter().map(log::entry_message::<G>));
    // The help of a rule option shows the values one types (`take-six-or-five`, `none`): its
    // notation, where notation is shown.
    for h in G::help()
        .into_iter()
        .filter(|h| h.group != "help-group-options")
    {
        out.push(h.name);
        out.push(h.text);
    }
}

fn check<G: Game + ActionSpace>(games: u64, words: &BTreeSet<String>) -> usize {
    let mut read = 0;
    let mut problems = BTreeSet::new();
    for seed in 0..games {
        let players = G::MIN_PLAYERS + (seed % (G::MAX_PLAYERS - G::MIN_PLAYERS + 1) as u64) as u8;
        let (mut msgs, mut refusals) = (Vec::new(), Vec::new());
        messages::<G>(players, seed, &mut msgs, &mut refusals);
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let (cat, names) = (catalog(lang), DefaultNames(lang));
            let texts = msgs.iter().map(|m| (m.key, cat.text(m, &names))).chain(
                refusals
                    .iter()
                    .map(|e| ("refusal", cat.rule_error(G::NAME, e))),
            );
            for (key, text) in texts {
                read += 1;
                if !foreign(&text, lang, words).is_empty() {
                    problems.insert(format!("{} {}: `{key}`: {text}", G::NAME, lang.code()));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} texts with notation words ({words:?}):\n{}",
        problems.len(),
        problems.into_iter().take(60).collect::<Vec<_>>().join("\n")
    );
    read
}

#[test]
fn no_notation_word_in_any_text_of_five_languages() {
    let words: BTreeSet<String> = notation_words::<GlueckAuf>()
        .into_iter()
        .chain(notation_words::<Haspelknecht>())
        .collect();
    assert!(
        words.contains("factory") && words.contains("haul"),
        "{words:?}"
    );
    let started = std::time::Instant::now();
    let n = check::<GlueckAuf>(18, &words) + check::<Haspelknecht>(18, &words);
    println!("{n} texts read in {:.1?}", started.elapsed());
    assert!(n > 200_000, "{n} texts read");
}
