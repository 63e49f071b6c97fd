//! Drawing the app model. Fits 80x24; uses more room when there is more.
//!
//! Everything game-specific on screen comes from the screen seat's `view`/`describe`
//! ([`App::screen_seat`]), never from the full state; the final score table is drawn once the
//! game is over, when nothing is hidden any more.

use crate::app::{App, Mode};
use crate::panel::{panel_lines, PanelCtx, TuiGame};
use engine::{ranks, Seat};
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
    if app.show_help {
        draw_help_box(frame, area);
    }
    if app.confirm_quit {
        draw_confirm_quit(frame, area);
    }
}

const HELP: [&str; 13] = [
    "Up/Down Home/End  choose an action",
    "Enter             do it",
    "letters           type notation: filters the menu",
    ":                 type notation starting with s, u, q",
    "Tab               complete the typed notation",
    "Esc / Backspace   clear / erase the typed text",
    "u  Ctrl-Z         undo to your previous decision",
    "s  Ctrl-S         save the game record",
    "q  Ctrl-C         quit (asks if unsaved)",
    "PgUp/PgDn         scroll the game panel",
    "[ ]               scroll the log",
    "?                 this help",
    "any key closes this help",
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

fn draw_help_box(frame: &mut Frame, area: Rect) {
    let rect = centered(area, 56, HELP.len() as u16 + 2);
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(HELP.iter().map(|l| Line::from(*l)).collect::<Vec<_>>())
            .block(Block::default().borders(Borders::ALL).title(" Keys ")),
        rect,
    );
}

fn draw_status<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    let what = match app.mode {
        Mode::Deciding(seat) => format!("{} to decide", app.seat_label(seat)),
        Mode::BotThinking(seat) => format!(
            "{} is thinking {}",
            app.seat_label(seat),
            SPINNER[app.spinner % SPINNER.len()]
        ),
        Mode::HandOver(seat) => format!("Hand over to {}", app.seat_label(seat)),
        Mode::GameOver => "Game over".to_string(),
    };
    let saved = if app.unsaved() { " *" } else { "" };
    let line = Line::from(vec![
        Span::styled(
            format!(" kohle {}{saved} ", G::NAME),
            Style::default().fg(Color::Black).bg(Color::Yellow),
        ),
        Span::raw(" "),
        Span::styled(what, Style::default().add_modifier(Modifier::BOLD)),
        Span::raw(format!("  #{}", app.record.actions.len())),
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
        None => " Public view ".to_string(),
    };
    let names = present::DefaultNames(present::Lang::En);
    let ctx = PanelCtx {
        cat: present::catalog(present::Lang::En),
        names: &names,
        width: area.width.saturating_sub(2),
        height: area.height.saturating_sub(2),
    };
    let lines = panel_lines(&app.game, viewer, &ctx);
    let max_scroll = (lines.len() as u16).saturating_sub(area.height.saturating_sub(2));
    let scroll = app.panel_scroll.min(max_scroll);
    let title = match (scroll > 0, scroll < max_scroll) {
        (false, true) => format!("{title}(PgDn: more) "),
        (true, true) => format!("{title}(PgUp/PgDn: more) "),
        (true, false) => format!("{title}(PgUp: more) "),
        (false, false) => title,
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
                format!(" Actions ({}) ", app.legal.len())
            } else {
                format!(" Actions ({}/{}) ", app.filtered.len(), app.legal.len())
            };
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
                "{} is thinking {}",
                app.seat_label(seat),
                SPINNER[app.spinner % SPINNER.len()]
            );
            frame.render_widget(
                Paragraph::new(text)
                    .wrap(Wrap { trim: true })
                    .block(block.title(" Actions ")),
                area,
            );
        }
        _ => frame.render_widget(block.title(" Actions "), area),
    }
}

fn draw_log<G: TuiGame>(frame: &mut Frame, app: &App<G>, area: Rect) {
    let lines = app.log_lines();
    // Decisions since the screen seat's own last one are new to it: highlighted.
    let viewer = app.screen_seat();
    let fresh = app
        .log
        .iter()
        .rposition(|e| Some(e.seat) == viewer)
        .map_or(0, |i| i + 1);
    let height = area.height.saturating_sub(2) as usize;
    let end = lines.len().saturating_sub(app.log_scroll as usize);
    let start = end.saturating_sub(height);
    let items: Vec<Line> = (start..end)
        .map(|i| {
            let style = if i >= fresh && viewer.is_some() {
                Style::default().fg(Color::Yellow)
            } else {
                Style::default()
            };
            Line::from(Span::styled(lines[i].clone(), style))
        })
        .collect();
    let title = format!(" Log ({}) ", lines.len());
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
                present::catalog(present::Lang::En).text(
                    &app.game.explain(seat, action),
                    &present::DefaultNames(present::Lang::En),
                ),
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
    let text = match app.mode {
        Mode::Deciding(_) => {
            "Up/Dn+Enter or type (: first) Tab completes | u undo s save q quit | ? help"
        }
        Mode::HandOver(_) => "Enter: I am ready  q quit  ? help",
        Mode::BotThinking(_) => "u undo  s save  q quit  PgUp/PgDn scroll  ? help",
        Mode::GameOver => "s save  q quit  PgUp/PgDn scroll  [ ] log  ? help",
    };
    frame.render_widget(
        Paragraph::new(Span::styled(text, Style::default().fg(Color::DarkGray))),
        area,
    );
}

fn draw_hand_over<G: TuiGame>(frame: &mut Frame, app: &App<G>, seat: Seat, area: Rect) {
    // Nothing of any seat's hidden information: only who is next.
    let text = vec![
        Line::from(""),
        Line::from(Span::styled(
            format!("Pass the terminal to {}.", app.seat_label(seat)),
            Style::default().add_modifier(Modifier::BOLD),
        )),
        Line::from(""),
        Line::from("Everyone else, please look away."),
        Line::from(format!(
            "{}: press Enter when you are ready.",
            app.seat_label(seat)
        )),
    ];
    frame.render_widget(
        Paragraph::new(text)
            .alignment(ratatui::layout::Alignment::Center)
            .block(Block::default().borders(Borders::ALL).title(" Hand over ")),
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
    let names = present::DefaultNames(present::Lang::En);
    let ctx = PanelCtx {
        cat: present::catalog(present::Lang::En),
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
                    .title(" Final score "),
            )
            .scroll((app.panel_scroll.min(max_scroll), 0)),
        cols[0],
    );
    draw_log(frame, app, cols[1]);
}

fn score_table<G: TuiGame>(app: &App<G>, width: u16) -> Vec<Line<'static>> {
    let game = &app.game;
    let n = game.players();
    let breakdowns: Vec<_> = (0..n as Seat).map(|s| game.score_breakdown(s)).collect();
    let mut categories: Vec<String> = Vec::new();
    for line in breakdowns.iter().flatten() {
        if !categories.contains(&line.category) {
            categories.push(line.category.clone());
        }
    }
    let col = 6usize;
    let label_width = (width as usize).saturating_sub(col * n).clamp(8, 28);
    let cell = |text: String| format!("{text:>col$}");
    let mut head = format!("{:label_width$}", "");
    for s in 0..n {
        head += &cell(format!("S{s}"));
    }
    let mut lines = vec![Line::from(Span::styled(
        head,
        Style::default().add_modifier(Modifier::BOLD),
    ))];
    for category in &categories {
        let mut row = format!("{:label_width$}", truncate(category, label_width - 1));
        for b in &breakdowns {
            let points: i32 = b
                .iter()
                .filter(|l| &l.category == category)
                .map(|l| l.points)
                .sum();
            row += &cell(points.to_string());
        }
        lines.push(Line::from(row));
    }
    let mut total = format!("{:label_width$}", "total");
    for s in 0..n as Seat {
        total += &cell(game.score(s).to_string());
    }
    lines.push(Line::from(Span::styled(
        total,
        Style::default().add_modifier(Modifier::BOLD),
    )));
    let ranks = ranks(game);
    let mut place = format!("{:label_width$}", "place");
    for r in &ranks {
        place += &cell(format!("{}.", r + 1));
    }
    lines.push(Line::from(place));
    let winners: Vec<String> = (0..n as Seat)
        .filter(|&s| ranks[s as usize] == 0)
        .map(|s| app.seat_label(s))
        .collect();
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(
        format!("Winner: {}", winners.join(", ")),
        Style::default()
            .fg(Color::Yellow)
            .add_modifier(Modifier::BOLD),
    )));
    lines
}

fn truncate(text: &str, width: usize) -> String {
    text.chars().take(width).collect()
}

fn draw_confirm_quit(frame: &mut Frame, area: Rect) {
    let rect = centered(area, 44, 5);
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(vec![
            Line::from("The game has unsaved decisions."),
            Line::from("y: quit anyway  s: save and quit"),
            Line::from("any other key: keep playing"),
        ])
        .block(Block::default().borders(Borders::ALL).title(" Quit? ")),
        rect,
    );
}
