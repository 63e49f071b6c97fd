//! Drawing the app model. Fits 80x24; uses more room when there is more.
//!
//! Everything game-specific on screen comes from the screen seat's `view`/`describe`
//! ([`App::screen_seat`]), never from the full state; the final score table is drawn once the
//! game is over, when nothing is hidden any more.

use crate::app::{App, Mode};
use crate::panel::{panel_lines, PanelCtx, TuiGame};
use engine::{ranks, Arg, ScoreLine, Seat};
use ratatui::layout::{Constraint, Direction, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, List, ListItem, ListState, Paragraph, Wrap};
use ratatui::Frame;

const SPINNER: [&str; 4] = ["|", "/", "-", "\\"];

pub fn draw<G: TuiGame>(frame: &mut Frame, app: &App<G>) {
    let area = frame.area();
    let rows = Layout::default()
        .direction(Direction::Vertical)
        .constraints([
            Constraint::Length(1),
            Constraint::Min(6),
            Constraint::Length(1),
            Constraint::Length(1),
            Constraint::Length(1),
        ])
        .split(area);
    draw_status(frame, app, rows[0]);
    match app.mode {
        Mode::HandOver(seat) => draw_hand_over(frame, app, seat, rows[1]),
        Mode::GameOver => draw_game_over(frame, app, rows[1]),
        _ => draw_main(frame, app, rows[1]),
    }
    draw_explanation(frame, app, rows[2]);
    draw_input(frame, app, rows[3]);
    draw_help(frame, app, rows[4]);
    if !app.milestones.is_empty() {
        draw_milestones(frame, app, area);
    }
    if let Some((_, question)) = &app.confirm {
        draw_confirm(frame, app, question, area);
    }
    if let Some(scroll) = app.rules {
        draw_rules(frame, app, scroll, area);
    }
    if app.show_help {
        draw_help_box(frame, app, area);
    }
    if app.confirm_quit {
        draw_confirm_quit(frame, app, area);
    }
}

/// The keys of the help box (`?`), by catalogue key.
const HELP: [&str; 14] = [
    "ui-key-choose",
    "ui-key-enter",
    "ui-key-letters",
    "ui-key-colon",
    "ui-key-tab",
    "ui-key-esc",
    "ui-key-undo",
    "ui-key-save",
    "ui-key-quit",
    "ui-key-scroll-panel",
    "ui-key-scroll-log",
    "ui-key-rules",
    "ui-key-help",
    "ui-key-close-help",
];

fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

fn draw_help_box<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    let lines: Vec<Line> = HELP.iter().map(|k| Line::from(app.tr(k, &[]))).collect();
    let width = lines.iter().map(Line::width).max().unwrap_or(20) as u16 + 2;
    let rect = centered(area, width, HELP.len() as u16 + 2);
    frame.render_widget(Clear, rect);
    let title = format!(" {} ", app.tr("ui-keys-title", &[]));
    frame.render_widget(
        Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(title)),
        rect,
    );
}

/// The rules help: every component, space and rule option of the game, scrollable.
fn draw_rules<G: TuiGame>(frame: &mut Frame, app: &App<G>, scroll: u16, area: Rect) {
    let rect = centered(
        area,
        area.width.saturating_sub(2).min(110),
        area.height.saturating_sub(2),
    );
    let width = rect.width.saturating_sub(2).max(1) as usize;
    let mut rows: Vec<Line> = Vec::new();
    for (title, text) in app.rules_lines() {
        if title {
            rows.push(Line::from(Span::styled(
                text,
                Style::default()
                    .add_modifier(Modifier::BOLD)
                    .fg(Color::Yellow),
            )));
        } else {
            for (k, chunk) in wrap(&text, width).into_iter().enumerate() {
                rows.push(Line::from(if k == 0 {
                    chunk
                } else {
                    format!("  {chunk}")
                }));
            }
        }
    }
    let max = (rows.len() as u16).saturating_sub(rect.height.saturating_sub(2));
    let title = format!(
        " {} — {} ",
        app.tr("ui-rules-title", &[]),
        app.tr("ui-rules-keys", &[])
    );
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(rows)
            .block(Block::default().borders(Borders::ALL).title(title))
            .scroll((scroll.min(max), 0)),
        rect,
    );
}

/// Milestones (shift scoring, winter, the end) as they happen, until a key is pressed.
fn draw_milestones<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    let mut lines: Vec<Line> = app
        .milestones
        .iter()
        .map(|m| Line::from(m.clone()))
        .collect();
    lines.push(Line::from(Span::styled(
        app.tr("ui-any-key", &[]),
        Style::default().fg(Color::DarkGray),
    )));
    // At the bottom, over the log and the help lines: the board stays in view.
    let width = area.width.saturating_sub(4).min(100);
    let height = (lines.len() as u16 + 2).min(area.height / 3).max(3);
    let rect = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + area.height - height,
        width,
        height,
    };
    frame.render_widget(Clear, rect);
    let title = format!(" {} ", app.tr("ui-milestones-title", &[]));
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(Block::default().borders(Borders::ALL).title(title)),
        rect,
    );
}

fn draw_confirm<G: TuiGame>(frame: &mut Frame, app: &App<G>, question: &str, area: Rect) {
    let lines = vec![
        Line::from(question.to_string()),
        Line::from(app.tr("ui-confirm-keys", &[])),
    ];
    let width = (lines.iter().map(Line::width).max().unwrap_or(20) as u16 + 4).min(area.width);
    let rect = centered(area, width, 4);
    frame.render_widget(Clear, rect);
    let title = format!(" {} ", app.tr("ui-confirm-title", &[]));
    frame.render_widget(
        Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(title)),
        rect,
    );
}

fn draw_status<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    let label = |seat| Arg::Text(app.seat_label(seat));
    let what = match app.mode {
        Mode::Deciding(seat) => app.tr("ui-status-deciding", &[("seat", label(seat))]),
        Mode::BotThinking(seat) => format!(
            "{} {}",
            app.tr("ui-status-thinking", &[("seat", label(seat))]),
            SPINNER[app.spinner % SPINNER.len()]
        ),
        Mode::HandOver(seat) => app.tr("ui-status-hand-over", &[("seat", label(seat))]),
        Mode::GameOver => app.tr("ui-status-game-over", &[]),
    };
    let saved = if app.unsaved() { " *" } else { "" };
    let game = app.tr(&format!("game-{}", G::NAME), &[]);
    // Decisions this screen has seen: never others' hidden (simultaneous) ones.
    let count = app.tr(
        "ui-status-decisions",
        &[("n", Arg::Num(app.visible_decisions() as i64))],
    );
    let line = Line::from(vec![
        Span::styled(
            format!(" kohle: {game}{saved} "),
            Style::default().fg(Color::Black).bg(Color::Yellow),
        ),
        Span::raw(" "),
        Span::styled(what, Style::default().add_modifier(Modifier::BOLD)),
        Span::raw(format!("  {count}")),
    ]);
    frame.render_widget(Paragraph::new(line), area);
}

/// The main screen: game panel, actions menu, log.
fn draw_main<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    let side = if area.width >= 120 { 44 } else { 32 };
    if area.width >= 170 {
        let cols = Layout::default()
            .direction(Direction::Horizontal)
            .constraints([
                Constraint::Min(40),
                Constraint::Length(side),
                Constraint::Length(side),
            ])
            .split(area);
        draw_panel(frame, app, cols[0]);
        draw_menu(frame, app, cols[1]);
        draw_log(frame, app, cols[2]);
    } else {
        let cols = Layout::default()
            .direction(Direction::Horizontal)
            .constraints([Constraint::Min(30), Constraint::Length(side)])
            .split(area);
        draw_panel(frame, app, cols[0]);
        let right = Layout::default()
            .direction(Direction::Vertical)
            .constraints([Constraint::Percentage(60), Constraint::Percentage(40)])
            .split(cols[1]);
        draw_menu(frame, app, right[0]);
        draw_log(frame, app, right[1]);
    }
}

fn draw_panel<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    let viewer = app.screen_seat();
    let title = match viewer {
        Some(seat) => format!(" {} ", app.seat_label(seat)),
        None => format!(" {} ", app.tr("ui-public-view", &[])),
    };
    let names = app.names();
    let ctx = PanelCtx {
        cat: app.cat(),
        names: &names,
        width: area.width.saturating_sub(2),
        height: area.height.saturating_sub(2),
    };
    let lines = panel_lines(&app.game, viewer, &ctx);
    let max_scroll = (lines.len() as u16).saturating_sub(area.height.saturating_sub(2));
    let scroll = app.panel_scroll.min(max_scroll);
    let more = match (scroll > 0, scroll < max_scroll) {
        (false, true) => Some("ui-more-down"),
        (true, true) => Some("ui-more-both"),
        (true, false) => Some("ui-more-up"),
        (false, false) => None,
    };
    let title = match more {
        Some(key) => format!("{title}({}) ", app.tr(key, &[])),
        None => title,
    };
    let paragraph = Paragraph::new(lines)
        .block(Block::default().borders(Borders::ALL).title(title))
        .scroll((scroll, 0));
    frame.render_widget(paragraph, area);
}

fn draw_menu<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    let block = Block::default().borders(Borders::ALL);
    match app.mode {
        Mode::Deciding(_) => {
            let title = if app.input.is_empty() {
                app.tr(
                    "ui-actions-count",
                    &[("n", Arg::Num(app.legal.len() as i64))],
                )
            } else {
                app.tr(
                    "ui-actions-filtered",
                    &[
                        ("shown", Arg::Num(app.filtered.len() as i64)),
                        ("n", Arg::Num(app.legal.len() as i64)),
                    ],
                )
            };
            let title = format!(" {title} ");
            let items: Vec<ListItem> = app
                .filtered
                .iter()
                .map(|&i| ListItem::new(app.labels[i].clone()))
                .collect();
            let list = List::new(items)
                .block(block.title(title))
                .highlight_style(
                    Style::default()
                        .fg(Color::Black)
                        .bg(Color::Cyan)
                        .add_modifier(Modifier::BOLD),
                )
                .highlight_symbol("> ");
            let mut state = ListState::default();
            if !app.filtered.is_empty() {
                state.select(Some(app.selected));
            }
            frame.render_stateful_widget(list, area, &mut state);
        }
        Mode::BotThinking(seat) => {
            let text = format!(
                "{} {}",
                app.tr(
                    "ui-status-thinking",
                    &[("seat", Arg::Text(app.seat_label(seat)))]
                ),
                SPINNER[app.spinner % SPINNER.len()]
            );
            frame.render_widget(
                Paragraph::new(text)
                    .wrap(Wrap { trim: true })
                    .block(block.title(format!(" {} ", app.tr("ui-actions", &[])))),
                area,
            );
        }
        _ => frame.render_widget(
            block.title(format!(" {} ", app.tr("ui-actions", &[]))),
            area,
        ),
    }
}

fn draw_log<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    // Entries since the screen seat's own last decision are new to it: highlighted. Long
    // entries wrap; the newest are at the bottom.
    let width = area.width.saturating_sub(2).max(1) as usize;
    let mut rows: Vec<Line> = Vec::new();
    let lines = app.log_lines();
    for (text, fresh) in &lines {
        let style = if *fresh {
            Style::default().fg(Color::Yellow)
        } else {
            Style::default()
        };
        for (k, chunk) in wrap(text, width).into_iter().enumerate() {
            let chunk = if k == 0 { chunk } else { format!(" {chunk}") };
            rows.push(Line::from(Span::styled(chunk, style)));
        }
    }
    let height = area.height.saturating_sub(2) as usize;
    let end = rows.len().saturating_sub(app.log_scroll as usize);
    let start = end.saturating_sub(height);
    let items: Vec<Line> = rows.drain(start..end).collect();
    let title = format!(
        " {} ",
        app.tr("ui-log-title", &[("n", Arg::Num(lines.len() as i64))])
    );
    frame.render_widget(
        Paragraph::new(items).block(Block::default().borders(Borders::ALL).title(title)),
        area,
    );
}

fn draw_explanation<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    let text = if let Some(message) = &app.message {
        Span::styled(message.clone(), Style::default().fg(Color::Yellow))
    } else {
        match (app.mode, app.selected_action()) {
            (Mode::Deciding(seat), Some(action)) => Span::styled(
                app.text(&app.game.explain(seat, action)),
                Style::default().fg(Color::Green),
            ),
            _ => Span::raw(""),
        }
    };
    frame.render_widget(Paragraph::new(Line::from(text)), area);
}

fn draw_input<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    if !matches!(app.mode, Mode::Deciding(_)) {
        return;
    }
    let prompt = if app.typing || !app.input.is_empty() {
        ": "
    } else {
        "> "
    };
    let hint = match app.selected_action() {
        Some(_) if !app.input.is_empty() => {
            let label = &app.labels[app.filtered[app.selected]];
            if label.to_lowercase().starts_with(&app.input.to_lowercase())
                && label.len() > app.input.len()
            {
                label.get(app.input.len()..).unwrap_or("").to_string()
            } else {
                String::new()
            }
        }
        _ => String::new(),
    };
    let line = Line::from(vec![
        Span::raw(prompt),
        Span::raw(app.input.clone()),
        Span::styled(hint, Style::default().fg(Color::DarkGray)),
    ]);
    frame.render_widget(Paragraph::new(line), area);
    let x = area.x + (prompt.len() + app.input.chars().count()) as u16;
    if x < area.x + area.width {
        frame.set_cursor_position((x, area.y));
    }
}

fn draw_help<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    let text = app.tr(
        match app.mode {
            Mode::Deciding(_) => "ui-hint-deciding",
            Mode::HandOver(_) => "ui-hint-hand-over",
            Mode::BotThinking(_) => "ui-hint-thinking",
            Mode::GameOver => "ui-hint-game-over",
        },
        &[],
    );
    frame.render_widget(
        Paragraph::new(Span::styled(text, Style::default().fg(Color::DarkGray))),
        area,
    );
}

fn draw_hand_over<G: TuiGame>(frame: &mut Frame, app: &App<G>, seat: Seat, area: Rect) {
    // Nothing of any seat's hidden information: only who is next.
    let label = [("seat", Arg::Text(app.seat_label(seat)))];
    let text = vec![
        Line::from(""),
        Line::from(Span::styled(
            app.tr("ui-hand-over-pass", &label),
            Style::default().add_modifier(Modifier::BOLD),
        )),
        Line::from(""),
        Line::from(app.tr("ui-hand-over-look-away", &[])),
        Line::from(app.tr("ui-hand-over-ready", &label)),
    ];
    let title = format!(" {} ", app.tr("ui-hand-over-title", &[]));
    frame.render_widget(
        Paragraph::new(text)
            .alignment(ratatui::layout::Alignment::Center)
            .block(Block::default().borders(Borders::ALL).title(title)),
        area,
    );
}

/// Final scores by category for every seat, the ranks, then the final state and the log.
fn draw_game_over<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    let side = if area.width >= 120 { 44 } else { 32 };
    let cols = Layout::default()
        .direction(Direction::Horizontal)
        .constraints([Constraint::Min(30), Constraint::Length(side)])
        .split(area);
    let mut lines = score_table(app, cols[0].width.saturating_sub(2));
    lines.push(Line::from(""));
    let names = app.names();
    let ctx = PanelCtx {
        cat: app.cat(),
        names: &names,
        width: cols[0].width.saturating_sub(2),
        height: cols[0].height.saturating_sub(2),
    };
    lines.extend(panel_lines(&app.game, app.screen_seat(), &ctx));
    let max_scroll = (lines.len() as u16).saturating_sub(cols[0].height.saturating_sub(2));
    frame.render_widget(
        Paragraph::new(lines)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!(" {} ", app.tr("ui-final-score", &[]))),
            )
            .scroll((app.panel_scroll.min(max_scroll), 0)),
        cols[0],
    );
    draw_log(frame, app, cols[1]);
}

/// The final table: every category per seat (with its parts when `details` is on: shift scoring
/// per shift and per element), total, tie-break parts, place and winner.
fn score_table<G: TuiGame>(app: &App<G>, width: u16) -> Vec<Line<'static>> {
    let game = &app.game;
    let n = game.players();
    let breakdowns: Vec<_> = (0..n as Seat).map(|s| game.score_breakdown(s)).collect();
    // Rows: (depth, category path); a part is identified by its parent's category and its own.
    let mut rows: Vec<(usize, Vec<String>)> = Vec::new();
    fn collect(
        lines: &[ScoreLine],
        path: &[String],
        depth: usize,
        max: usize,
        rows: &mut Vec<(usize, Vec<String>)>,
    ) {
        for line in lines {
            let mut p = path.to_vec();
            p.push(line.category.clone());
            if !rows.iter().any(|(_, q)| *q == p) {
                rows.push((depth, p.clone()));
            }
            if depth < max {
                collect(&line.parts, &p, depth + 1, max, rows);
            }
        }
    }
    let max_depth = if app.score_details { 2 } else { 1 };
    for b in &breakdowns {
        collect(b, &[], 0, max_depth, &mut rows);
    }
    fn points(lines: &[ScoreLine], path: &[String]) -> i32 {
        match path.split_first() {
            None => 0,
            Some((head, rest)) => lines
                .iter()
                .filter(|l| &l.category == head)
                .map(|l| {
                    if rest.is_empty() {
                        l.points
                    } else {
                        points(&l.parts, rest)
                    }
                })
                .sum(),
        }
    }
    // The labels and their rows first: the columns are as wide as their widest cell (nothing is
    // cut; a table wider than the screen scrolls with the panel).
    let mut body: Vec<(String, Vec<String>)> = Vec::new();
    for (depth, path) in &rows {
        let key = path.last().expect("a category");
        let label = format!("{}{}", "  ".repeat(*depth), app.tr(key, &[]));
        body.push((
            label,
            breakdowns
                .iter()
                .map(|b| points(b, path).to_string())
                .collect(),
        ));
    }
    let total = (
        app.tr("ui-total", &[]),
        (0..n as Seat).map(|s| game.score(s).to_string()).collect(),
    );
    // The tie-break, as its parts.
    let tiebreaks: Vec<_> = (0..n as Seat).map(|s| game.tiebreak_parts(s)).collect();
    let mut after: Vec<(String, Vec<String>)> = Vec::new();
    for (i, part) in tiebreaks[0].iter().enumerate() {
        let label = app.tr(
            "ui-tiebreak-part",
            &[("part", Arg::Text(app.tr(&part.category, &[])))],
        );
        let cells = tiebreaks
            .iter()
            .map(|t| t.get(i).map_or(String::new(), |p| p.points.to_string()));
        after.push((label, cells.collect()));
    }
    let ranks = ranks(game);
    after.push((
        app.tr("ui-place", &[]),
        ranks.iter().map(|r| format!("{}.", r + 1)).collect(),
    ));
    let head = (
        String::new(),
        (0..n as Seat).map(|s| app.seat_name(s)).collect(),
    );
    let all = || {
        std::iter::once(&head)
            .chain(&body)
            .chain([&total])
            .chain(&after)
    };
    let chars = |t: &String| t.chars().count();
    let col = all()
        .flat_map(|(_, c)| c.iter().map(|t| chars(t) + 1))
        .fold(8, usize::max);
    // Labels as wide as the longest, unless the numbers would not fit beside them: then a long
    // label wraps at its spaces, with the numbers on its last line. Nothing is cut.
    let room = (width as usize).saturating_sub(col * n).max(10);
    let label_width = all()
        .map(|(l, _)| chars(l) + 1)
        .fold(10, usize::max)
        .min(room);
    let row = |(label, cells): &(String, Vec<String>)| {
        let mut rows = if chars(label) < label_width {
            vec![label.clone()]
        } else {
            let indent = label.len() - label.trim_start().len();
            let mut rows = wrap(label.trim_start(), label_width - 1 - indent);
            for r in &mut rows {
                r.insert_str(0, &label[..indent]);
            }
            rows
        };
        let last = rows.pop().unwrap_or_default();
        let mut row = format!("{last:label_width$}");
        for c in cells {
            row += &format!("{c:>col$}");
        }
        rows.push(row);
        rows
    };
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let styled = |r: &(String, Vec<String>), style: Style| -> Vec<Line<'static>> {
        row(r)
            .into_iter()
            .map(|t| Line::from(Span::styled(t, style)))
            .collect()
    };
    let mut lines = styled(&head, bold);
    for r in &body {
        lines.extend(styled(r, Style::default()));
    }
    lines.extend(styled(&total, bold));
    for r in &after {
        lines.extend(styled(r, Style::default()));
    }
    let winners: Vec<String> = (0..n as Seat)
        .filter(|&s| ranks[s as usize] == 0)
        .map(|s| app.seat_label(s))
        .collect();
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(
        app.tr(
            "ui-winner",
            &[
                ("names", Arg::Text(winners.join(", "))),
                ("n", Arg::Num(winners.len() as i64)),
            ],
        ),
        Style::default()
            .fg(Color::Yellow)
            .add_modifier(Modifier::BOLD),
    )));
    lines.push(Line::from(Span::styled(
        app.tr(
            if app.score_details {
                "ui-details-hide"
            } else {
                "ui-details-show"
            },
            &[],
        ),
        Style::default().fg(Color::DarkGray),
    )));
    lines
}

/// Splits `text` into rows of at most `width` characters, at spaces where possible.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut rows = Vec::new();
    let mut row = String::new();
    for word in text.split(' ') {
        let len = row.chars().count();
        let w = word.chars().count();
        if len > 0 && len + 1 + w > width {
            rows.push(std::mem::take(&mut row));
        }
        if !row.is_empty() {
            row.push(' ');
        }
        row.push_str(word);
        while row.chars().count() > width {
            let head: String = row.chars().take(width).collect();
            row = row.chars().skip(width).collect();
            rows.push(head);
        }
    }
    rows.push(row);
    rows
}

fn draw_confirm_quit<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    let lines = vec![
        Line::from(app.tr("ui-quit-unsaved", &[])),
        Line::from(app.tr("ui-quit-keys", &[])),
        Line::from(app.tr("ui-quit-keep", &[])),
    ];
    let width = lines.iter().map(Line::width).max().unwrap_or(20) as u16 + 4;
    let rect = centered(area, width, 5);
    frame.render_widget(Clear, rect);
    let title = format!(" {} ", app.tr("ui-quit-title", &[]));
    frame.render_widget(
        Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(title)),
        rect,
    );
}
