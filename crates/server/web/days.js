// Play over days on the page: the clocks and who plays each seat, the game's own buttons (take
// the seat back, resign, abort, rematch), the notice of a turn (system notification, tab
// title), a seat's e-mail address, My games (/me), the leaderboard (/leaderboard) and the page
// of the one-click mail stop (/mail/stop). Texts from the catalogues; rules from the server.

import { t, lang, languages } from './i18n.js';
import { html } from './board.js';

/** @typedef {import('./types/api').StateMessage} StateMessage */
/** @typedef {import('./types/api').ClockOut} ClockOut */
/** @typedef {import('./types/api').MyGames} MyGames */
/** @typedef {import('./types/api').MyGame} MyGame */
/** @typedef {import('./types/api').KeyOut} KeyOut */
/** @typedef {import('./types/api').Board} Board */
/** @typedef {import('./types/api').ErrorBody} ErrorBody */
/** @typedef {import('./types/api').RematchAnswer} RematchAnswer */
/** @typedef {import('./types/api').Attached} Attached */
/** @typedef {import('./types/api').EmailRequest} EmailRequest */
/** @typedef {import('./types/api').PlayerOut} PlayerOut */

/** Where this browser keeps its player key (the server keeps only its hash). */
export const KEY = 'kohle-player-key';
/** Set once the page asked to show notifications (it asks once). */
const NOTIFY_ASKED = 'kohle-notify-asked';

/** This browser's player key, `''` when it has none. */
export function playerKey() {
  return localStorage.getItem(KEY) || '';
}

/**
 * An answer of the API: the body the route documents, or its error.
 * @template T
 * @typedef {{ok: true, status: number, body: T} | {ok: false, status: number, body: ErrorBody | null}} Reply
 */

/**
 * A request to the API with JSON in and out.
 * @template T
 * @param {string} method
 * @param {string} url
 * @param {string | null} bearer a token or player key
 * @param {unknown} [body]
 * @returns {Promise<Reply<T>>}
 */
export async function call(method, url, bearer, body) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let parsed;
  try {
    parsed = await r.json();
  } catch {
    parsed = null;
  }
  return r.ok ? { ok: true, status: r.status, body: parsed } : { ok: false, status: r.status, body: parsed };
}

/** @param {{status: number, body: ErrorBody | null}} r */
function failure(r) {
  return (r.body && r.body.message) || t('web-error-status', { status: r.status });
}

/** A time span for a clock: `m:ss` under an hour, `h:mm:ss` under a day, else `Nd hh:mm`.
 * @param {number} seconds */
export function duration(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  if (d > 0) return `${d}d ${two(h)}:${two(m)}`;
  if (h > 0) return `${h}:${two(m)}:${two(sec)}`;
  return `${m}:${two(sec)}`;
}

/** Seconds left on a clock now: a running one counts down to its deadline; `null` without one.
 * @param {ClockOut} c
 * @param {number} [now] */
export function secondsLeft(c, now = Date.now()) {
  if (c.seconds_left === null || c.seconds_left === undefined) return null;
  if (c.running && c.deadline) return Math.max(0, (Date.parse(c.deadline) - now) / 1000);
  return c.seconds_left;
}

/** The seconds a clock shows: `null` when there is nothing to show (no clock, or a waiting
 * turn-based seat without reserve: it has not run out, its next move has its full limit).
 * @param {ClockOut} c
 * @param {number} [now] */
export function clockSeconds(c, now = Date.now()) {
  const left = secondsLeft(c, now);
  if (left !== null && !c.running && c.reserve_seconds !== undefined && c.reserve_seconds !== null && c.reserve_seconds <= 0) return null;
  return left;
}

/** Draws the clocks and who plays each seat into `box`; `tick()` on the answer updates the
 * times (call it every fraction of a second).
 * @param {HTMLElement} box
 * @param {StateMessage} m
 * @param {string[]} names */
export function drawClocks(box, m, names) {
  box.replaceChildren();
  const timed = m.clock.kind !== 'untimed';
  const notes = m.seats.filter((s) => s.status);
  box.hidden = !timed && notes.length === 0;
  if (box.hidden) return () => {};
  html('h2', { id: 'clocks-title' }, box, t('web-clock'));
  const ul = html('ul', { id: 'clocks', class: 'clocks' }, box);
  /** @type {{span: HTMLElement, li: HTMLElement, c: ClockOut, name: string}[]} */
  const rows = [];
  for (const s of m.seats) {
    const c = m.clocks.find((x) => x.seat === s.seat);
    const name = names[s.seat] ?? String(s.seat);
    const li = html('li', { class: `clock seat-${s.seat}`, 'data-seat': s.seat, 'data-running': c && c.running ? 'yes' : 'no' }, ul);
    html('span', { class: `seat-dot seat-${s.seat}` }, li, '');
    const span = html('span', { class: 'clock-time' }, li, '');
    if (c) rows.push({ span, li, c, name });
    if (s.status === 'taken_over') html('span', { class: 'seat-note taken-over' }, li, t('web-seat-taken-over', { bot: s.played_by ?? '', name }));
    else if (s.status === 'forfeited') html('span', { class: 'seat-note' }, li, t('web-seat-forfeited', { name }));
    else if (s.status === 'resigned') html('span', { class: 'seat-note' }, li, t('web-seat-resigned', { name }));
  }
  const over = m.status !== 'open';
  const tick = () => {
    const now = Date.now();
    for (const r of rows) {
      const left = over ? null : clockSeconds(r.c, now);
      const time = left === null ? '—' : duration(left);
      r.span.textContent = t(r.c.running ? 'web-clock-running' : 'web-clock-stopped', { name: r.name, time });
      r.li.classList.toggle('low', left !== null && r.c.running && left < 60);
    }
  };
  tick();
  return tick;
}

/**
 * What the seat's own tools need from the game page.
 * @typedef {object} SeatTools
 * @property {string} id the game's id
 * @property {string} token the token the page opened the game with (an invite or the player key)
 * @property {(message: {type: 'take_back'} | {type: 'resign'} | {type: 'abort'}) => void} send a client message
 * @property {(text: string, error: boolean) => void} hint shows a line in the hint bar
 * @property {(question: string, yes: () => void) => void} confirm asks first
 */

/** The seat's buttons (take back, resign, abort, rematch), its e-mail address and "add to My
 * games", for a seat's page (nothing for a spectator).
 * @param {HTMLElement} box
 * @param {StateMessage} m
 * @param {string[]} names
 * @param {SeatTools} tools */
export function drawSeatTools(box, m, names, tools) {
  box.replaceChildren();
  const seat = m.seat ?? null;
  box.hidden = seat === null;
  if (seat === null) return;
  const mine = m.seats.find((s) => s.seat === seat);
  const row = html('div', { class: 'buttons seat-tools' }, box);
  if (m.status === 'open') {
    if (mine && mine.status === 'taken_over') {
      const b = html('button', { type: 'button', id: 'take-back', class: 'primary' }, row, t('web-take-back'));
      b.addEventListener('click', () => tools.send({ type: 'take_back' }));
    }
    if (mine && !mine.status) {
      const b = html('button', { type: 'button', id: 'resign' }, row, t('web-resign'));
      b.addEventListener('click', () => tools.confirm(t('web-resign-confirm'), () => tools.send({ type: 'resign' })));
    }
    if (m.abort.possible && !m.abort.agreed.includes(seat)) {
      const b = html('button', { type: 'button', id: 'abort' }, row, t('web-abort'));
      b.addEventListener('click', () => tools.send({ type: 'abort' }));
    }
    if (m.abort.agreed.length) {
      html('p', { class: 'agreed' }, box, t('web-abort-agreed', { names: m.abort.agreed.map((s) => names[s]).join(', ') }));
    }
  }
  if (m.status === 'aborted') html('p', { class: 'agreed' }, box, t('web-aborted'));
  if (m.rematch.possible) {
    const label = m.rematch.game_id ? t('web-rematch-open') : t('web-rematch');
    const accepted = m.rematch.accepted.includes(seat);
    if (m.rematch.game_id || !accepted) {
      const b = html('button', { type: 'button', id: 'rematch', class: m.rematch.game_id ? 'primary' : '' }, row, label);
      b.addEventListener('click', async () => {
        /** @type {Reply<RematchAnswer>} */
        const r = await call('POST', `/api/games/${tools.id}/rematch?lang=${lang()}`, tools.token);
        if (!r.ok) tools.hint(failure(r), true);
        else if (r.body.invite) location.assign(new URL(r.body.invite.link).pathname + new URL(r.body.invite.link).hash);
      });
    }
    if (m.rematch.accepted.length) {
      html('p', { class: 'agreed' }, box, t('web-rematch-accepted', { names: m.rematch.accepted.map((s) => names[s]).join(', ') }));
    }
  }
  // The seat's address for mail (turn-based games mail "your turn").
  const form = html('form', { class: 'email-me', id: 'email-me' }, box);
  const label = html('label', {}, form);
  html('span', {}, label, t('web-email-me') + ' ');
  const input = html('input', { type: 'email', id: 'email-input', autocomplete: 'email', 'aria-label': t('web-email') }, label);
  html('button', { type: 'submit' }, form, t('web-save'));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    /** @type {Reply<EmailRequest>} */
    const r = await call('PUT', `/api/games/${tools.id}/email?lang=${lang()}`, tools.token, { email: input.value.trim() });
    tools.hint(r.ok ? t('web-saved') : failure(r), !r.ok);
  });
  // Add the seat to My games (this browser's person), when opened by its invite and not added
  // yet: asked once per game (My games lists it), remembered after it was added.
  const key = playerKey();
  if (key && key !== tools.token) {
    const b = html('button', { type: 'button', id: 'attach', hidden: true }, row, t('web-add-to-my-games'));
    b.addEventListener('click', async () => {
      /** @type {Reply<Attached>} */
      const r = await call('POST', `/api/games/${tools.id}/attach`, tools.token, { key });
      tools.hint(r.ok ? t('web-added') : failure(r), !r.ok);
      if (r.ok) {
        attached.set(`${tools.id}:${seat}`, Promise.resolve(true));
        b.remove();
      }
    });
    isAttached(tools.id, seat, key).then((yes) => {
      if (!yes && b.isConnected) b.hidden = false;
      else b.remove();
    });
  }
}

/** Whether this browser's person has the seat in My games: `game:seat` -> the answer.
 * @type {Map<string, Promise<boolean>>} */
const attached = new Map();

/** Whether the seat is in the person's games (asked once per page).
 * @param {string} id @param {number} seat @param {string} key */
function isAttached(id, seat, key) {
  const k = `${id}:${seat}`;
  let p = attached.get(k);
  if (!p) {
    p = call('GET', `/api/me?lang=${lang()}`, key).then((r) => {
      const games = r.ok ? /** @type {MyGames} */ (r.body).games : [];
      return games.some((g) => g.game_id === id && g.seat === seat);
    }).catch(() => false);
    attached.set(k, p);
  }
  return p;
}

/** Whether the page may show system notifications. */
function canNotify() {
  return typeof Notification !== 'undefined';
}

/** A polite button that asks for notifications, once (not shown again after an answer).
 * @param {HTMLElement} box */
export function drawNotifyAsk(box) {
  box.replaceChildren();
  if (!canNotify() || Notification.permission !== 'default' || localStorage.getItem(NOTIFY_ASKED)) return;
  const b = html('button', { type: 'button', id: 'notify-ask' }, box, t('web-notify-ask'));
  b.addEventListener('click', async () => {
    localStorage.setItem(NOTIFY_ASKED, 'yes');
    try {
      await Notification.requestPermission();
    } catch {
      // Not allowed here: the title still tells.
    }
    box.replaceChildren();
  });
}

/** A system notification that it is this seat's turn, when the page is in the background.
 * @param {string} game the game's name in words
 * @param {string} id the game's id (one notification per game at a time) */
export function notifyTurn(game, id) {
  if (!canNotify() || Notification.permission !== 'granted' || !document.hidden) return;
  try {
    const n = new Notification(`${t('web-your-turn')} — ${game}`, { body: t('web-notify-body', { game }), tag: `kohle-${id}` });
    n.addEventListener('click', () => {
      window.focus();
      n.close();
    });
  } catch {
    // Notifications refused by the browser: the title still tells.
  }
}

// ---------------------------------------------------------------------------------------------
// My games

/** My games (/me): the person's games, their profile, a sign-in link by e-mail.
 * @param {HTMLElement} main */
export async function myGamesPage(main) {
  main.replaceChildren();
  const hash = new URLSearchParams(location.hash.slice(1));
  const signin = hash.get('signin');
  const status = html('p', { class: 'form-status', role: 'status', id: 'me-status' }, main);
  if (signin) {
    /** @type {Reply<KeyOut>} */
    const r = await call('POST', '/api/players/sign-in', null, { token: signin });
    history.replaceState(null, '', '/me');
    if (r.ok) {
      localStorage.setItem(KEY, r.body.key);
      status.textContent = t('web-signed-in');
    } else {
      status.textContent = failure(r);
      status.classList.add('error');
    }
  }
  const key = playerKey();
  if (!key) {
    drawNewPlayer(main);
    drawSignIn(main);
    return;
  }
  /** @type {Reply<MyGames>} */
  const r = await call('GET', `/api/me?lang=${lang()}`, key);
  if (!r.ok) {
    html('p', { class: 'fatal', role: 'alert' }, main, failure(r));
    if (r.status === 403) localStorage.removeItem(KEY);
    return;
  }
  const me = r.body;
  const list = html('section', { class: 'card', id: 'me-games', 'aria-labelledby': 'me-games-title' }, main);
  html('h2', { id: 'me-games-title' }, list, t('web-my-games-title'));
  if (me.games.length === 0) html('p', {}, list, t('web-no-my-games'));
  /** @type {(() => void)[]} */
  const ticks = [];
  const ul = html('ul', { class: 'me-list' }, list);
  for (const g of me.games) ticks.push(drawMyGame(ul, g));
  const timer = setInterval(() => {
    if (!document.body.contains(ul)) clearInterval(timer);
    else for (const f of ticks) f();
  }, 500);
  drawProfile(main, me.player);
  drawSignIn(main);
}

/** One game of My games; returns its clock's ticker.
 * @param {HTMLElement} ul
 * @param {MyGame} g */
function drawMyGame(ul, g) {
  const li = html('li', { class: `me-game status-${g.status}${g.your_turn ? ' yours' : ''}`, 'data-game': g.game_id }, ul);
  // Entries tell apart by the date of their last move.
  const when = g.last_move_at ? new Date(g.last_move_at).toLocaleString(lang(), { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const title = `${t('game-' + g.game)} — ${g.names.join(', ')}`;
  const a = html('a', { href: g.link, class: 'me-link' }, li, when ? `${title} — ${when}` : title);
  a.setAttribute('data-your-turn', g.your_turn ? 'yes' : 'no');
  const info = html('div', { class: 'me-info' }, li);
  if (g.status === 'open') {
    html('span', { class: g.your_turn ? 'turn yours' : 'turn' }, info, g.your_turn ? t('web-your-turn') : t('web-to-move', { names: g.to_move.join(', ') }));
  } else {
    // The result with its reason, in the words of every other surface.
    html('span', { class: 'turn me-result' }, info, `${t('web-game-over')}: ${g.result ?? ''}`);
  }
  // A clock only while the game runs.
  const time = g.clock ? html('span', { class: 'me-clock' }, info, '') : null;
  if (g.last_move) html('span', { class: 'me-last' }, info, t('web-last-move', { text: g.last_move }));
  if (when) html('span', { class: 'me-when' }, info, t('web-last-move-at', { when }));
  const tick = () => {
    if (!time || !g.clock) return;
    const left = clockSeconds(g.clock);
    time.textContent = left === null ? '' : duration(left);
  };
  tick();
  return tick;
}

/** Makes this browser a person.
 * @param {HTMLElement} main */
function drawNewPlayer(main) {
  const sec = html('section', { class: 'card', id: 'me-new' }, main);
  html('h2', {}, sec, t('web-create-player'));
  html('p', {}, sec, t('web-player-help'));
  const form = html('form', { id: 'new-player' }, sec);
  const nameLabel = html('label', { class: 'field' }, form);
  html('span', {}, nameLabel, t('web-name'));
  const name = html('input', { type: 'text', id: 'player-name', maxlength: 40, required: true }, nameLabel);
  const mailLabel = html('label', { class: 'field' }, form);
  html('span', {}, mailLabel, t('web-email'));
  const email = html('input', { type: 'email', id: 'player-email', autocomplete: 'email' }, mailLabel);
  html('button', { type: 'submit', class: 'primary', id: 'player-create' }, form, t('web-create-player'));
  const out = html('p', { class: 'form-status', role: 'status' }, form);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    /** @type {Reply<KeyOut>} */
    const r = await call('POST', '/api/players', null, { name: name.value.trim(), email: email.value.trim() || null, lang: lang() });
    if (!r.ok) {
      out.textContent = failure(r);
      out.classList.add('error');
      return;
    }
    localStorage.setItem(KEY, r.body.key);
    const main2 = main;
    await myGamesPage(main2);
  });
}

/** Asks for a sign-in link by e-mail.
 * @param {HTMLElement} main */
function drawSignIn(main) {
  const sec = html('section', { class: 'card', id: 'me-sign-in' }, main);
  html('h2', {}, sec, t('web-sign-in'));
  const form = html('form', {}, sec);
  const label = html('label', { class: 'field' }, form);
  html('span', {}, label, t('web-email-required'));
  const email = html('input', { type: 'email', id: 'sign-in-email', required: true, autocomplete: 'email' }, label);
  html('button', { type: 'submit' }, form, t('web-sign-in-send'));
  const out = html('p', { class: 'form-status', role: 'status' }, form);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const r = await call('POST', '/api/players/sign-in-link', null, { email: email.value.trim() });
    out.textContent = r.ok ? t('web-sign-in-sent') : failure(r);
    out.classList.toggle('error', !r.ok);
  });
}

/** The person's profile.
 * @param {HTMLElement} main
 * @param {PlayerOut} p */
function drawProfile(main, p) {
  const sec = html('section', { class: 'card', id: 'me-profile' }, main);
  html('h2', {}, sec, t('web-profile'));
  const form = html('form', {}, sec);
  const nameLabel = html('label', { class: 'field' }, form);
  html('span', {}, nameLabel, t('web-name'));
  const name = html('input', { type: 'text', id: 'profile-name', maxlength: 40, value: p.name }, nameLabel);
  const mailLabel = html('label', { class: 'field' }, form);
  html('span', {}, mailLabel, t('web-email'));
  const email = html('input', { type: 'email', id: 'profile-email', value: p.email ?? '' }, mailLabel);
  const langLabel = html('label', { class: 'field' }, form);
  html('span', {}, langLabel, t('web-profile-lang'));
  const mailLang = html('select', { id: 'profile-lang' }, langLabel);
  for (const l of languages()) html('option', { value: l.code }, mailLang, l.name);
  mailLang.value = p.lang;
  html('button', { type: 'submit' }, form, t('web-save'));
  const out = html('p', { class: 'form-status', role: 'status' }, form);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const r = await call('PATCH', '/api/me', playerKey(), { name: name.value.trim(), email: email.value.trim(), lang: mailLang.value });
    out.textContent = r.ok ? t('web-saved') : failure(r);
    out.classList.toggle('error', !r.ok);
  });
}

// ---------------------------------------------------------------------------------------------
// Leaderboard and mail stop

/** The leaderboard (/leaderboard): a game and a player count, ratings best first.
 * @param {HTMLElement} main */
export async function leaderboardPage(main) {
  main.replaceChildren();
  const sec = html('section', { class: 'card', id: 'board' }, main);
  const form = html('form', { class: 'board-choice' }, sec);
  const game = html('select', { id: 'board-game', 'aria-label': t('web-game') }, form);
  for (const g of ['glueckauf', 'haspelknecht']) html('option', { value: g }, game, t('game-' + g));
  const players = html('select', { id: 'board-players', 'aria-label': t('web-players') }, form);
  for (let n = 1; n <= 4; n++) html('option', { value: n }, players, t('web-players-n', { n }));
  players.value = '2';
  const wrap = html('div', { class: 'table-wrap' }, sec);
  const show = async () => {
    /** @type {Reply<Board>} */
    const r = await call('GET', `/api/leaderboard?game=${game.value}&players=${players.value}`, null);
    wrap.replaceChildren();
    if (!r.ok) {
      html('p', { class: 'error' }, wrap, failure(r));
      return;
    }
    const table = html('table', { class: 'final leaderboard' }, wrap);
    const head = html('tr', {}, html('thead', {}, table));
    for (const h of [t('web-place'), t('web-name'), t('web-rating'), t('web-games-count')]) html('th', { scope: 'col' }, head, h);
    const body = html('tbody', {}, table);
    for (const e of r.body.entries) {
      const tr = html('tr', { class: `kind-${e.kind}` }, body);
      html('td', {}, tr, String(e.place));
      html('th', { scope: 'row' }, tr, e.name);
      html('td', {}, tr, `${e.rating} ±${e.deviation}`);
      html('td', {}, tr, String(e.games));
    }
  };
  game.addEventListener('change', show);
  players.addEventListener('change', show);
  await show();
}

/** The one-click stop of a mail (/mail/stop#token=…): asks, then stops.
 * @param {HTMLElement} main */
export function mailStopPage(main) {
  main.replaceChildren();
  const token = new URLSearchParams(location.hash.slice(1)).get('token') || '';
  const sec = html('section', { class: 'card', id: 'mail-stop' }, main);
  html('h2', {}, sec, t('web-mail-stop-title'));
  html('p', {}, sec, t('web-mail-stop-ask'));
  const b = html('button', { type: 'button', class: 'primary', id: 'mail-stop-button' }, sec, t('web-mail-stop-button'));
  const out = html('p', { class: 'form-status', role: 'status' }, sec);
  b.addEventListener('click', async () => {
    const r = await call('POST', `/api/mail/stop?token=${encodeURIComponent(token)}`, null);
    out.textContent = r.ok ? t('web-mail-stop-done') : failure(r);
    out.classList.toggle('error', !r.ok);
    if (r.ok) b.disabled = true;
  });
}
