//! The one table of component facts that the rulebooks print only in pictures.
//!
//! Tile costs and symbols, the tunnel's sections, the Pinge's wood positions, the resource pools
//! and the variant layout shapes are a **labelled reconstruction**
//! (`../shared/rules/haspelknecht-components.md` §1.3, §2.3, §3.2, §4). They live here, as one
//! serde table, so that an owner of the game can print it (`components_toml`), correct it and
//! load it back (`load_components`) without touching code. The table is stored inside the rule
//! options, so a game record keeps the table it was played with.

use serde::{Deserialize, Serialize};

/// The comment that heads a printed table (`kohle components --game haspelknecht`).
const TOML_HEADER: &str = "\
# Haspelknecht component table (kohle).
# These facts exist only in the pictures of the game: tile costs and symbols, the tunnel's
# sections (cubes, VP, symbols), the Pinge's wood positions, the resource pools and the variant
# layout shapes. Most are a labelled reconstruction (shared/rules/haspelknecht-components.md
# §1.3, §2.3, §3.2, §4). Correct what your copy of the game shows, then play with
#   kohle simulate --game haspelknecht --components THIS_FILE ...
# The table is validated when loaded (20 tiles, 11 tunnel cubes in 7 sections, costs payable
# from two takes, layouts obeying the layout rules) and stored in every game record.

";

/// A disc requirement: coloured discs plus grey ("any colour") discs.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct Cost {
    #[serde(default)]
    pub black: u8,
    #[serde(default)]
    pub brown: u8,
    #[serde(default)]
    pub yellow: u8,
    #[serde(default)]
    pub grey: u8,
}

impl Cost {
    /// The number of discs, saturating at 255 (a validated table has at most 5).
    pub fn total(&self) -> u8 {
        self.checked_total().unwrap_or(u8::MAX)
    }
    /// The number of discs, `None` if it does not fit a `u8`.
    pub fn checked_total(&self) -> Option<u8> {
        self.black
            .checked_add(self.brown)?
            .checked_add(self.yellow)?
            .checked_add(self.grey)
    }
    /// Coloured requirement by colour index (black, brown, yellow).
    pub fn coloured(&self) -> [u8; 3] {
        [self.black, self.brown, self.yellow]
    }
}

/// The symbol printed on a development tile (used by end scoring).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Symbol {
    #[default]
    None,
    /// Agricultural fork (scored by tile 43).
    Fork,
    /// Hammer and pick, "Schlägel und Eisen" (scored by tile 41).
    Hammer,
    /// Building symbol (building bonus 1/3/6/10).
    Building,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TileData {
    /// 11–15, 21–25, 31–35, 41–45 (tens digit = level).
    pub id: u8,
    pub name: String,
    pub cost: Cost,
    #[serde(default)]
    pub symbol: Symbol,
}

/// One tunnel section, from the shaft (section 1) inwards. Each has a wood slot on its left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SectionData {
    pub coal: u8,
    pub vp: u8,
    #[serde(default)]
    pub wheelbarrow: bool,
    #[serde(default)]
    pub lamp: bool,
    #[serde(default)]
    pub cart: bool,
}

/// One action-pool / reserve-pool pair. The list order is the refill order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PoolData {
    pub board: String,
    /// The player-count symbol of its resource board: used when players >= this.
    pub min_players: u8,
    /// The action pool shows a water symbol.
    pub water: bool,
}

/// A development-board shape. Hex rows, level 1 on top; `start_x2[r]` is the doubled x of the
/// first tile of row r. Tiles of a row are 2 apart (in doubled units); two tiles touch if they
/// are in one row 2 apart, or in neighbouring rows 1 apart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LayoutData {
    pub name: String,
    pub players: Vec<u8>,
    pub rows: [u8; 4],
    pub start_x2: [i8; 4],
}

impl LayoutData {
    /// The standard layout (first game): n tiles per row, rows 2 and 4 shifted right by half a
    /// hex (components §2.2).
    pub fn standard(n: u8) -> Self {
        LayoutData {
            name: "first-game".into(),
            players: vec![],
            rows: [n; 4],
            start_x2: [0, 1, 0, 1],
        }
    }

    /// Slots as (row, x2) in row order, left to right. Positions that would not fit an `i8`
    /// (only in a shape that [`LayoutData::check_shape`] refuses) are left out.
    pub fn slots(&self) -> Vec<(u8, i8)> {
        let mut v = Vec::new();
        for r in 0..4 {
            for i in 0..self.rows[r] {
                let x = i16::from(self.start_x2[r]) + 2 * i16::from(i);
                if let Ok(x) = i8::try_from(x) {
                    v.push((r as u8, x));
                }
            }
        }
        v
    }

    /// The rulebook's layout rules (§1.5): every tile below row 1 touches a tile of the level
    /// directly above it; no tile touches a tile 2 or more levels away. Returns why not.
    pub fn check_shape(&self) -> Result<(), String> {
        for (r, n) in self.rows.iter().enumerate() {
            if !(1..=5).contains(n) {
                return Err(format!("row {} has {} tiles (1..=5 allowed)", r + 1, n));
            }
        }
        for (r, x) in self.start_x2.iter().enumerate() {
            if !(-MAX_START_X2..=MAX_START_X2).contains(x) {
                return Err(format!(
                    "start_x2[{r}] is {x} ({}..={MAX_START_X2} allowed)",
                    -MAX_START_X2
                ));
            }
        }
        let slots = self.slots();
        for &(r, x) in &slots {
            for &(r2, x2) in &slots {
                if touches((r, x), (r2, x2)) && r.abs_diff(r2) >= 2 {
                    return Err(format!(
                        "a row-{} tile touches a row-{} tile",
                        r + 1,
                        r2 + 1
                    ));
                }
            }
            if r > 0
                && !slots
                    .iter()
                    .any(|&(r2, x2)| r2 + 1 == r && touches((r, x), (r2, x2)))
            {
                return Err(format!(
                    "the row-{} tile at x2={} touches no tile of row {}",
                    r + 1,
                    x,
                    r
                ));
            }
        }
        Ok(())
    }
}

/// The largest start offset of a layout row (in doubled x units): far more than any shape
/// needs, small enough that no slot position overflows.
pub const MAX_START_X2: i8 = 40;

/// Two hex slots share an edge.
pub fn touches(a: (u8, i8), b: (u8, i8)) -> bool {
    (a.0 == b.0 && a.1.abs_diff(b.1) == 2) || (a.0.abs_diff(b.0) == 1 && a.1.abs_diff(b.1) == 1)
}

/// The whole component table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Components {
    /// Coal cubes of the Pinge between its wood slots, left to right: 2 wood slots, 7 coal.
    pub pinge_groups: Vec<u8>,
    /// The 7 tunnel sections, 11 coal in total.
    pub tunnel: Vec<SectionData>,
    /// Pool pairs in refill order.
    pub pools: Vec<PoolData>,
    /// The 20 development tiles.
    pub tiles: Vec<TileData>,
    /// The 12 variant layouts of the rulebook (shapes reconstructed, components §2.3).
    pub layouts: Vec<LayoutData>,
}

fn tile(id: u8, name: &str, cost: (u8, u8, u8, u8), symbol: Symbol) -> TileData {
    TileData {
        id,
        name: name.into(),
        cost: Cost {
            black: cost.0,
            brown: cost.1,
            yellow: cost.2,
            grey: cost.3,
        },
        symbol,
    }
}

fn section(coal: u8, vp: u8, wheelbarrow: bool, lamp: bool, cart: bool) -> SectionData {
    SectionData {
        coal,
        vp,
        wheelbarrow,
        lamp,
        cart,
    }
}

fn layout(name: &str, players: &[u8], rows: [u8; 4], start_x2: [i8; 4]) -> LayoutData {
    LayoutData {
        name: name.into(),
        players: players.to_vec(),
        rows,
        start_x2,
    }
}

impl Default for Components {
    /// The data of `haspelknecht-components.md` (sourced where it says so, otherwise its
    /// labelled reconstruction).
    fn default() -> Self {
        use Symbol::*;
        Components {
            pinge_groups: vec![3, 2, 2],
            tunnel: vec![
                section(1, 1, true, false, true),
                section(1, 1, true, false, false),
                section(1, 1, true, false, true),
                section(2, 2, false, true, false),
                section(2, 2, false, true, true),
                section(2, 3, false, true, false),
                section(2, 3, false, true, true),
            ],
            pools: vec![
                PoolData {
                    board: "large-upper".into(),
                    min_players: 2,
                    water: false,
                },
                PoolData {
                    board: "large-lower".into(),
                    min_players: 2,
                    water: true,
                },
                PoolData {
                    board: "small-3".into(),
                    min_players: 3,
                    water: false,
                },
                PoolData {
                    board: "small-4".into(),
                    min_players: 4,
                    water: true,
                },
            ],
            // cost = (black, brown, yellow, grey)
            tiles: vec![
                tile(11, "Tragejoch", (0, 0, 1, 1), Fork),
                tile(12, "Scheune", (0, 1, 0, 1), Building),
                tile(13, "Hacke", (0, 1, 0, 1), Fork),
                tile(14, "Seil", (1, 0, 0, 1), Hammer),
                tile(15, "Köhlerei", (0, 1, 0, 1), Building),
                tile(21, "Eimer", (0, 0, 1, 2), None),
                tile(22, "Schubkarre", (0, 1, 0, 2), Fork),
                tile(23, "Leiter", (0, 1, 0, 2), None),
                tile(24, "Kohlelager", (1, 0, 0, 2), Building),
                tile(25, "Haspelanlage", (0, 0, 1, 2), Hammer),
                tile(31, "Grubenholz", (1, 0, 0, 3), Hammer),
                tile(32, "Öllampe", (0, 0, 1, 3), None),
                tile(33, "Schlägel und Eisen", (1, 0, 0, 3), Hammer),
                tile(34, "Kohlsäcke", (1, 0, 0, 3), Fork),
                tile(35, "Wassermühle", (0, 1, 0, 3), Building),
                tile(41, "Kohltreiber", (1, 0, 0, 4), None),
                tile(42, "Hunt", (0, 1, 0, 4), Hammer),
                tile(43, "Handkarren", (0, 0, 1, 4), Fork),
                tile(44, "Fuhrwerk", (0, 0, 1, 4), Fork),
                tile(45, "Kleinzeche", (1, 0, 0, 4), Hammer),
            ],
            // Names and row codes are sourced ([DE]/[PL] Varianten); the shapes are the
            // components file's fallback placement (§2.3): shapes sharing a code coincide.
            layouts: vec![
                layout("tower", &[3], [3, 3, 3, 4], [0, 1, 0, -1]),
                layout("three-legs", &[2, 3], [3, 3, 3, 3], [0, 1, 0, 1]),
                layout("four-legs", &[4], [5, 4, 4, 4], [0, 1, 0, 1]),
                layout("wings", &[3], [3, 3, 4, 4], [0, 1, 0, 1]),
                layout("three-short-legs", &[2, 3], [3, 3, 3, 3], [0, 1, 0, 1]),
                layout("four-short-legs", &[4], [5, 5, 4, 4], [0, 1, 2, 3]),
                layout("two-asymmetric-legs", &[2, 3], [3, 3, 3, 3], [0, 1, 0, 1]),
                layout("flower", &[3], [4, 3, 3, 4], [0, 1, 0, -1]),
                layout("three-circles", &[4], [5, 4, 4, 5], [0, 1, 0, -1]),
                layout(
                    "two-long-asymmetric-legs",
                    &[2, 3],
                    [3, 3, 3, 3],
                    [0, 1, 0, 1],
                ),
                layout("two-circles", &[2, 3], [3, 3, 3, 3], [0, 1, 0, 1]),
                layout("butterfly", &[3], [4, 3, 3, 4], [0, 1, 0, -1]),
            ],
        }
    }
}

/// At most `max` characters of `text`, with `…` when cut.
fn cut(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        None => text.to_string(),
        Some((end, _)) => format!("{}…", &text[..end]),
    }
}

/// The disc totals of the bag per player count (black, brown, yellow) — §1.2.
pub const BAG: [[u8; 3]; 3] = [[7, 7, 4], [10, 10, 7], [13, 13, 10]];

impl Components {
    /// Checks the table against the rulebook's facts. The error names the field.
    pub fn validate(&self) -> Result<(), String> {
        if self.pinge_groups.len() != 3 {
            return Err(format!(
                "pinge_groups: the Pinge has 2 wood slots, so 3 groups are needed (found {})",
                self.pinge_groups.len()
            ));
        }
        let pinge: u32 = self.pinge_groups.iter().map(|&g| g as u32).sum();
        if pinge != 7 {
            return Err(format!(
                "pinge_groups: the Pinge holds 7 coal (found {pinge})"
            ));
        }
        if self.tunnel.len() != 7 {
            return Err(format!(
                "tunnel: 7 sections needed (found {})",
                self.tunnel.len()
            ));
        }
        let coal: u32 = self.tunnel.iter().map(|s| s.coal as u32).sum();
        if coal != 11 {
            return Err(format!("tunnel: the tunnel holds 11 coal (found {coal})"));
        }
        for (i, s) in self.tunnel.iter().enumerate() {
            if s.coal == 0 {
                return Err(format!("tunnel[{i}].coal: every section holds coal"));
            }
            if !(1..=3).contains(&s.vp) {
                return Err(format!("tunnel[{i}].vp: sections are worth 1 to 3 VP"));
            }
        }
        if self.pools.len() != 4 {
            return Err(format!(
                "pools: 4 pool pairs needed (found {})",
                self.pools.len()
            ));
        }
        for p in 2..=4u8 {
            let n = self.pools.iter().filter(|q| q.min_players <= p).count();
            if n != p as usize {
                return Err(format!(
                    "pools: {p} players must use {p} pools (min_players gives {n})"
                ));
            }
        }
        for (i, p) in self.pools.iter().enumerate() {
            if i > 0 && p.min_players < self.pools[i - 1].min_players {
                return Err(format!(
                    "pools[{i}].min_players: pools of larger player counts come last"
                ));
            }
        }
        if self.tiles.len() != 20 {
            return Err(format!(
                "tiles: 20 development tiles needed (found {})",
                self.tiles.len()
            ));
        }
        for (i, t) in self.tiles.iter().enumerate() {
            let want = (i / 5 + 1) as u8 * 10 + (i % 5) as u8 + 1;
            if t.id != want {
                return Err(format!(
                    "tiles[{i}].id: expected tile {want} here (found {})",
                    t.id
                ));
            }
            let c = t.cost;
            // Checked: a u8 sum could wrap (255 + 2 = 1) and let a huge cost through.
            let total = [c.black, c.brown, c.yellow, c.grey]
                .iter()
                .map(|&n| u32::from(n))
                .sum::<u32>();
            if total == 0 {
                return Err(format!("tiles[{i}].cost: tile {} costs nothing", t.id));
            }
            // Payable from two takes: at most 5 discs (6 only by the exception) of at most
            // two colours.
            if total > 5 {
                return Err(format!(
                    "tiles[{i}].cost: tile {} needs {total} discs; two takes give at most 5",
                    t.id,
                ));
            }
            let colours = c.coloured().iter().filter(|&&n| n > 0).count();
            if colours > 2 {
                return Err(format!(
                    "tiles[{i}].cost: tile {} needs 3 colours; two takes give at most 2",
                    t.id
                ));
            }
        }
        let buildings = self
            .tiles
            .iter()
            .filter(|t| t.symbol == Symbol::Building)
            .count();
        if buildings > 4 {
            return Err(format!(
                "tiles: at most 4 building symbols (found {buildings})"
            ));
        }
        if self.layouts.is_empty() {
            return Err("layouts: at least one layout needed".into());
        }
        for (i, l) in self.layouts.iter().enumerate() {
            // A variant is chosen by its name: two layouts of one name would make it ambiguous.
            if let Some(j) = self.layouts[..i].iter().position(|k| k.name == l.name) {
                return Err(format!(
                    "layouts[{i}].name: `{}` is already the name of layouts[{j}]",
                    engine::quote(&l.name)
                ));
            }
            l.check_shape()
                .map_err(|e| format!("layouts[{i}] ({}): {e}", engine::quote(&l.name)))?;
            if l.players.is_empty() {
                return Err(format!("layouts[{i}].players: no player count given"));
            }
            for &p in &l.players {
                if !(2..=4).contains(&p) {
                    return Err(format!("layouts[{i}].players: {p} is not 2..=4"));
                }
                if l.rows.iter().any(|&n| n < p.max(3)) {
                    return Err(format!(
                        "layouts[{i}].rows: rows need at least {} tiles for {p} players",
                        p.max(3)
                    ));
                }
            }
        }
        Ok(())
    }

    /// The table as TOML, headed by a comment saying what it is and how to use it.
    pub fn to_toml(&self) -> String {
        let body = toml::to_string(self).expect("the component table serializes");
        format!("{TOML_HEADER}{body}")
    }

    /// Reads and validates a table. Errors give the line and column and quote at most a short
    /// part of the text (never a whole huge line).
    pub fn from_toml(text: &str) -> Result<Self, String> {
        let c: Components = toml::from_str(text).map_err(|e| {
            let message = cut(e.message().trim(), 300);
            match e.span() {
                Some(span) => {
                    let before = &text.as_bytes()[..span.start.min(text.len())];
                    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
                    let line_start = before
                        .iter()
                        .rposition(|&b| b == b'\n')
                        .map_or(0, |i| i + 1);
                    let column = String::from_utf8_lossy(&before[line_start..])
                        .chars()
                        .count()
                        + 1;
                    // The start of the line (it names the key), cut short.
                    let rest = &text.as_bytes()[line_start..];
                    let line_end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
                    let line_text = String::from_utf8_lossy(&rest[..line_end]);
                    let shown = cut(line_text.trim(), 60);
                    format!("line {line}, column {column} (`{shown}`): {message}")
                }
                None => message,
            }
        })?;
        c.validate()?;
        Ok(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cost_whose_u8_sum_wraps_is_refused() {
        let mut c = Components::default();
        // 255 + 2 wraps to 1 in u8 arithmetic: it must not pass as a 1-disc cost.
        c.tiles[0].cost = Cost {
            black: 255,
            brown: 2,
            yellow: 0,
            grey: 0,
        };
        let err = c.validate().unwrap_err();
        assert!(
            err.contains("tiles[0].cost") && err.contains("257 discs"),
            "{err}"
        );
        assert_eq!(c.tiles[0].cost.checked_total(), None);
        assert_eq!(c.tiles[0].cost.total(), u8::MAX);
        for cost in [(255, 255, 255, 255), (0, 0, 250, 7), (128, 128, 0, 0)] {
            c.tiles[3].cost = Cost {
                black: cost.0,
                brown: cost.1,
                yellow: cost.2,
                grey: cost.3,
            };
            assert!(c.validate().is_err(), "{cost:?}");
        }
        // The same through the TOML loader.
        let text = Components::default().to_toml().replacen(
            "[tiles.cost]\nblack = 0\nbrown = 0\nyellow = 1\ngrey = 1",
            "[tiles.cost]\nblack = 255\nbrown = 2\nyellow = 0\ngrey = 0",
            1,
        );
        assert_ne!(
            text,
            Components::default().to_toml(),
            "the replacement applies"
        );
        let err = Components::from_toml(&text).unwrap_err();
        assert!(err.contains("257 discs"), "{err}");
    }

    #[test]
    fn two_layouts_of_one_name_are_refused() {
        let mut c = Components::default();
        let mut copy = c.layouts[2].clone();
        copy.players = vec![2];
        c.layouts.push(copy);
        let err = c.validate().unwrap_err();
        assert_eq!(
            err,
            format!(
                "layouts[{}].name: `four-legs` is already the name of layouts[2]",
                c.layouts.len() - 1
            )
        );
    }

    #[test]
    fn layout_shapes_with_extreme_numbers_are_refused_without_overflow() {
        for (rows, start) in [
            ([255, 255, 255, 255], [127, 127, 127, 127]),
            ([5, 5, 5, 5], [127, -128, 127, -128]),
            ([3, 3, 3, 3], [0, 1, 0, 120]),
            ([0, 3, 3, 3], [0, 1, 0, 1]),
            ([200, 3, 3, 3], [-128, 1, 0, 1]),
        ] {
            let mut c = Components::default();
            c.layouts[0].rows = rows;
            c.layouts[0].start_x2 = start;
            let err = c.validate().unwrap_err();
            assert!(err.starts_with("layouts[0]"), "{err}");
            // `slots` never overflows, whatever the shape.
            assert!(c.layouts[0].slots().len() <= 4 * 255);
        }
    }

    #[test]
    fn errors_on_huge_input_stay_short() {
        let huge = "x".repeat(10 << 20);
        for text in [
            huge.clone(),
            format!("pinge_groups = \"{huge}\""),
            format!("{huge} = 1"),
            Components::default()
                .to_toml()
                .replacen("\"tower\"", &format!("\"{huge}\""), 1)
                .replacen("rows = [3, 3, 3, 4]", "rows = [0, 3, 3, 4]", 1),
        ] {
            let err = Components::from_toml(&text).unwrap_err();
            assert!(err.len() < 600, "{} bytes: {}", err.len(), &err[..600]);
        }
        let mut c = Components::default();
        c.layouts[0].name = huge;
        c.layouts[0].rows[0] = 0;
        let err = c.validate().unwrap_err();
        assert!(err.len() < 300, "{} bytes", err.len());
    }

    #[test]
    fn the_built_in_table_is_valid_and_round_trips() {
        let c = Components::default();
        c.validate().unwrap();
        assert_eq!(Components::from_toml(&c.to_toml()).unwrap(), c);
    }
}
