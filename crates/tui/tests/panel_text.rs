//! No panel cuts a word: over random games of both games, in every language and at several
//! widths, every word of every seat name on a panel stands whole (the board's worker cells, the shift
//! scoring's leaders, the seats), and no line is wider than the panel unless a single word is.

use engine::rng::{below, rng_from_seed};
use engine::Setup;
use glueckauf::GlueckAuf;
use haspelknecht::Haspelknecht;
use present::{catalog, Lang, ListNames};
use tui::panel::{panel_lines, PanelCtx, TuiGame};

/// Long names, each with a first word found nowhere else on a screen.
const NAMES: [&str; 4] = [
    "Wilhelmina Kowalczyk-Schmidt",
    "Bartholomäus Ó Súilleabháin",
    "Seat 0",
    "Zsuzsanna Ferenczyné Alexandrovna",
];

fn check_screens<G: TuiGame>(players: u8, games: u64, options: G::Options) -> usize {
    let mut checked = 0;
    let mut buf = Vec::new();
    for seed in 0..games {
        let setup = Setup {
            players,
            seed,
            options: options.clone(),
        };
        let mut game = G::new_game(&setup).unwrap();
        let mut rng = rng_from_seed(seed);
        let names: Vec<String> = NAMES[..players as usize]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let mut step = 0u32;
        while !game.is_over() {
            if step.is_multiple_of(23) {
                let lang = Lang::ALL[(step / 23) as usize % Lang::ALL.len()];
                let list = ListNames(lang, names.clone());
                for width in [80u16, 120, 200] {
                    let ctx = PanelCtx {
                        cat: catalog(lang),
                        names: &list,
                        width,
                        height: 60,
                    };
                    for viewer in [None, Some(0)] {
                        let lines = panel_lines(&game, viewer, &ctx);
                        for line in &lines {
                            let text: String =
                                line.spans.iter().map(|s| s.content.as_ref()).collect();
                            // Wherever a name's word begins, the whole word stands (a
                            // long name may wrap at its spaces, never inside a word).
                            for word in names.iter().flat_map(|n| n.split(' ')) {
                                let head: String = word.chars().take(4).collect();
                                if word.chars().count() < 5 {
                                    continue;
                                }
                                for (at, _) in text.match_indices(&head) {
                                    assert!(
                                        text[at..].starts_with(word),
                                        "{} seed {seed} step {step} width {width} {lang:?}: `{word}` cut in `{text}`",
                                        G::NAME
                                    );
                                }
                            }
                            // "Seat 0" is the name that was cut to "Sea0×1" on the board.
                            assert!(!text.contains("Sea0") && !text.contains("Seat0"), "{text}");
                            let too_wide = line.width() > width as usize;
                            let one_word = !text.trim().contains(' ');
                            assert!(!too_wide || one_word, "{} width {width}: `{text}`", G::NAME);
                        }
                        checked += 1;
                    }
                }
            }
            let seat = game.to_move().iter().next().unwrap();
            game.legal_actions(seat, &mut buf);
            let action = buf[below(&mut rng, buf.len() as u32) as usize];
            game.apply(seat, action).unwrap();
            step += 1;
        }
    }
    checked
}

#[test]
fn glueckauf_panels_cut_no_name() {
    for players in 2..=4 {
        assert!(check_screens::<GlueckAuf>(players, 3, Default::default()) > 50);
    }
}

#[test]
fn haspelknecht_panels_cut_no_name() {
    for players in 2..=4 {
        assert!(check_screens::<Haspelknecht>(players, 3, Default::default()) > 50);
    }
}

/// The final table's columns are as wide as their names: a finished game of seats with long
/// names shows every name whole in the table's head, and each seat's total beside "total".
#[test]
fn the_final_table_cuts_no_name() {
    use engine::{GameRecord, SeatInfo};
    use ratatui::backend::TestBackend;
    use ratatui::Terminal;
    use tui::app::{App, SeatKind};
    fn finished<G: TuiGame>(seed: u64) -> GameRecord {
        let setup = Setup {
            players: 3,
            seed,
            options: G::Options::default(),
        };
        let mut record = GameRecord::new::<G>(&setup);
        record.seats = NAMES[..3].iter().map(|n| SeatInfo::person(*n)).collect();
        let mut game = G::new_game(&setup).unwrap();
        let (mut rng, mut buf) = (rng_from_seed(seed), Vec::new());
        while let Some(seat) = game.to_move().iter().next() {
            game.legal_actions(seat, &mut buf);
            let action = buf[below(&mut rng, buf.len() as u32) as usize];
            game.apply(seat, action).unwrap();
            record.push(seat, action);
        }
        record
    }
    fn check<G: TuiGame>(record: GameRecord) {
        let seats = vec![SeatKind::Human; 3];
        let app =
            App::<G>::from_record(record, seats, "/tmp/kohle-final-table.json".into()).unwrap();
        let mut terminal = Terminal::new(TestBackend::new(160, 50)).unwrap();
        terminal.draw(|frame| tui::draw::draw(frame, &app)).unwrap();
        let buffer = terminal.backend().buffer().clone();
        let rows: Vec<String> = (0..50)
            .map(|y| (0..160).map(|x| buffer[(x, y)].symbol()).collect())
            .collect();
        let head = rows
            .iter()
            .find(|r| r.contains("Wilhelmina"))
            .expect("the table's head");
        for name in &NAMES[..3] {
            assert!(
                head.contains(name),
                "{} `{name}` cut:\n{}",
                G::NAME,
                rows.join("\n")
            );
        }
        let total = rows
            .iter()
            .find(|r| r.contains("total"))
            .expect("the total row");
        for seat in 0..3 {
            assert!(total.contains(&app.game.score(seat).to_string()), "{total}");
        }
    }
    check::<GlueckAuf>(finished::<GlueckAuf>(5));
    check::<Haspelknecht>(finished::<Haspelknecht>(5));
}
