// The page of `kohle serve`: the lobby (/) and a game (/play/{id}#token=...).
// The game modules (glueckauf.js, haspelknecht.js) draw the board; this file owns everything
// around it: connection, clicks and keys, notation box, confirmations, log, scores, end screen.
// All texts come from the catalogues (i18n.js); rules come from the server's state messages.

import { loadLang, preferredLang, t, lang, languages } from './i18n.js';
import { html } from './board.js';
import {
  playerKey, drawClocks, drawSeatTools, drawNotifyAsk, notifyTurn, myGamesPage, leaderboardPage, mailStopPage,
} from './days.js';
import { serverReplay, fileReplay } from './replay.js';
import { applyDelta } from './patch.js';

/** @typedef {import('./types/api').StateMessage} StateMessage */
/** @typedef {import('./types/api').ServerMessage} ServerMessage */
/** @typedef {import('./types/api').ClientMessage} ClientMessage */
/** @typedef {import('./types/api').Created} Created */
/** @typedef {import('./types/api').CreateGame} CreateGame */
/** @typedef {import('./types/api').ErrorBody} ErrorBody */
/** @typedef {import('./types/api').LegalAction} LegalAction */
/** @typedef {import('./types/api').ScorePart} ScorePart */
/** @typedef {import('./types/api').SeatOut} SeatOut */
/** @typedef {import('./types/api').SeatScore} SeatScore */
/** @typedef {import('./board.js').GameModule} GameModule */
/** @typedef {import('./board.js').HelpEntry} HelpEntry */
/** @typedef {import('./board.js').Ui} Ui */

/**
 * The answer of `/api/info/{game}` (the OpenAPI document describes it in words only, so it is
 * written here by hand).
 * @typedef {object} GameInfo
 * @property {string} game
 * @property {string} name
 * @property {number} min_players
 * @property {number} max_players
 * @property {{name: string, default: unknown, text: string | null}[]} options rule options with their defaults
 * @property {string[]} bots the bots the lobby offers
 * @property {HelpEntry[]} help
 */

/**
 * A game this browser created, kept in localStorage for the lobby's list.
 * @typedef {object} SavedGame
 * @property {string} id
 * @property {string} game
 * @property {string} created when (ISO 8601)
 * @property {{seat?: number | null, name: string, link: string}[]} invites
 * @property {string} spectator the spectator link
 * @property {SeatOut[]} [seats]
 */

/**
 * An answer of the API: on success the body the route documents, else its error (`null` when
 * the body was not JSON).
 * @template T
 * @typedef {{ok: true, status: number, body: T | null} | {ok: false, status: number, body: ErrorBody | null}} Answer
 */

/** An element that may carry `data-action` / `data-prefix` (board drawings are SVG, lists HTML).
 * @typedef {HTMLElement | SVGElement} Actionable */

/**
 * A move or undo sent and not yet seen in a state: it is sent again after a reconnection unless
 * the state shows it was stored, so no input is lost and none is taken twice.
 * @typedef {object} Pending
 * @property {ClientMessage} message
 * @property {number} own this seat's decisions in the log when it was sent
 * @property {ReturnType<typeof setTimeout> | null} timer
 */

/** How long a message sent over an open WebSocket may go unanswered before the connection is
 * taken for dead and made anew. */
const ANSWER_TIMEOUT_MS = 8000;

/** This seat's decisions in a state's log (an action adds one, an undo takes one away).
 * @param {StateMessage} m */
function ownDecisions(m) {
  return m.seat === null ? 0 : m.log.filter((l) => l.kind === 'decision' && l.seat === m.seat).length;
}

/** The page's element (`#app` of index.html): everything is drawn into it. */
const root = pageRoot();
const GAMES_KEY = 'kohle-games';
const SOUND_KEY = 'kohle-sound';

main();

/** @returns {HTMLElement} */
function pageRoot() {
  const el = document.getElementById('app');
  if (!el) throw new Error('the page has no #app element');
  return el;
}

async function main() {
  try {
    await loadLang(preferredLang());
  } catch {
    await loadLang('en');
  }
  const m = location.pathname.match(/^\/play\/([A-Za-z0-9_-]{1,64})\/?$/);
  const r = location.pathname.match(/^\/replay\/([A-Za-z0-9_-]{1,64})\/?$/);
  if (m) new GamePage(m[1], tokenFromUrl() || playerKey()).start();
  else if (r) page('web-replay-title', (el) => serverReplay(el, r[1], tokenFromUrl() || playerKey()));
  else if (location.pathname === '/replay') page('web-replay-title', fileReplay);
  else if (location.pathname === '/me') page('web-my-games-title', myGamesPage);
  else if (location.pathname === '/leaderboard') page('web-leaderboard', leaderboardPage);
  else if (location.pathname === '/mail/stop') page('web-mail-stop-title', mailStopPage);
  else lobby();
}

/** A page of its own (My games, the leaderboard, the mail stop): the top bar and `draw`.
 * @param {string} title a catalogue key
 * @param {(main: HTMLElement) => void | Promise<void>} draw */
function page(title, draw) {
  root.replaceChildren();
  document.title = `kohle — ${t(title)}`;
  topBar(t(title), () => page(title, draw));
  const mainEl = html('main', { class: 'lobby' }, root);
  draw(mainEl);
}

/** The token of the URL: `#token=...` (kept out of server logs) or `?token=...`. */
function tokenFromUrl() {
  const hash = new URLSearchParams(location.hash.slice(1));
  return hash.get('token') || new URLSearchParams(location.search).get('token') || '';
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** The top bar: home link, a title, and the language switch (calls `onLang` after a change).
 * @param {string} title
 * @param {() => void} onLang */
function topBar(title, onLang) {
  const bar = html('header', { class: 'top' }, root);
  html('a', { href: '/', class: 'home' }, bar, 'kohle');
  const h1 = html('h1', {}, bar, title);
  const tools = html('div', { class: 'tools' }, bar);
  html('a', { href: '/me', class: 'nav', id: 'nav-me' }, tools, t('web-my-games-title'));
  html('a', { href: '/leaderboard', class: 'nav', id: 'nav-board' }, tools, t('web-leaderboard'));
  const label = html('label', { class: 'lang' }, tools);
  html('span', { class: 'sr-only' }, label, t('web-language'));
  const select = html('select', { id: 'lang-select', 'aria-label': t('web-language') }, label);
  for (const l of languages()) {
    const o = html('option', { value: l.code }, select, l.name);
    if (l.code === lang()) o.selected = true;
  }
  select.addEventListener('change', async () => {
    await loadLang(select.value, true);
    onLang();
  });
  return { bar, h1, tools };
}

/**
 * A request to the API. The body's type `T` is the one the route documents, named by the
 * caller: where the page takes the server's word for it.
 * @template T
 * @param {string} url
 * @param {RequestInit} [opts]
 * @returns {Promise<Answer<T>>}
 */
async function fetchJson(url, opts = {}) {
  const r = await fetch(url, opts);
  let body;
  try {
    body = await r.json();
  } catch {
    body = null;
  }
  return { ok: r.ok, status: r.status, body };
}

/** @param {{status: number, body: ErrorBody | null}} res */
function errorText(res) {
  return (res.body && res.body.message) || t('web-error-status', { status: res.status });
}

/** @returns {SavedGame[]} */
function savedGames() {
  try {
    const list = JSON.parse(localStorage.getItem(GAMES_KEY) || '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** @param {SavedGame[]} list */
function saveGames(list) {
  localStorage.setItem(GAMES_KEY, JSON.stringify(list));
}

/**
 * @param {string} text
 * @param {HTMLButtonElement} button
 */
async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = html('textarea', {}, document.body);
    area.value = text;
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  const before = button.textContent;
  button.textContent = t('web-copied');
  setTimeout(() => (button.textContent = before), 1500);
}

/** A row with a link, its copy button and an open link.
 * @param {HTMLElement} parent
 * @param {string} label
 * @param {string} link */
function inviteRow(parent, label, link) {
  const row = html('div', { class: 'invite' }, parent);
  html('span', { class: 'invite-name' }, row, label);
  const input = html('input', { type: 'text', readonly: true, value: link, 'aria-label': label, class: 'invite-link' }, row);
  input.addEventListener('focus', () => input.select());
  const b = html('button', { type: 'button' }, row, t('web-copy'));
  b.addEventListener('click', () => copy(link, b));
  html('a', { href: link, class: 'button' }, row, t('web-open'));
}

// ---------------------------------------------------------------------------------------------
// Lobby

/** @type {Record<string, string>} */
const BOT_KEYS = { random: 'web-bot-random', greedy: 'web-bot-greedy', 'ismcts:1s': 'web-bot-ismcts-1s', 'ismcts:3s': 'web-bot-ismcts-3s' };

/** The lobby; `created`: the game just created (its links shown first).
 * @param {SavedGame | null} [created] */
async function lobby(created = null) {
  root.replaceChildren();
  document.title = `kohle — ${t('web-lobby-title')}`;
  topBar(t('web-lobby-title'), () => lobby(created));
  const mainEl = html('main', { class: 'lobby' }, root);
  const games = ['glueckauf', 'haspelknecht'];
  /** @type {Record<string, GameInfo>} */
  const infos = {};
  /** @type {Answer<GameInfo>[]} */
  const results = await Promise.all(games.map((g) => fetchJson(`/api/info/${g}?lang=${lang()}`)));
  for (const r of results) {
    if (!r.ok) {
      html('p', { class: 'fatal', role: 'alert' }, mainEl, errorText(r));
      return;
    }
  }
  games.forEach((g, i) => {
    const r = results[i];
    if (r.ok && r.body) infos[g] = r.body;
  });

  const sec = html('section', { class: 'card', 'aria-labelledby': 'new-title' }, mainEl);
  html('h2', { id: 'new-title' }, sec, t('web-new-game'));
  const form = html('form', { id: 'new-game' }, sec);
  const gameLabel = html('label', { class: 'field' }, form);
  html('span', {}, gameLabel, t('web-game'));
  const gameSelect = html('select', { id: 'game-select', name: 'game' }, gameLabel);
  for (const g of games) html('option', { value: g }, gameSelect, infos[g].name);
  const playersLabel = html('label', { class: 'field' }, form);
  html('span', {}, playersLabel, t('web-players'));
  const playersSelect = html('select', { id: 'players-select', name: 'players' }, playersLabel);
  const seatsBox = html('fieldset', { class: 'seats' }, form);
  const clockBox = html('fieldset', { class: 'clock-choice' }, form);
  html('legend', {}, clockBox, t('web-clock'));
  const clockKind = html('select', { id: 'clock-kind', 'aria-label': t('web-clock') }, clockBox);
  for (const k of ['untimed', 'fischer', 'turn']) html('option', { value: k }, clockKind, t('web-clock-' + k));
  /** @param {string} id @param {string} key @param {number} value */
  const numberField = (id, key, value) => {
    const label = html('label', { class: 'field clock-field', 'data-for': id }, clockBox);
    html('span', {}, label, t(key));
    return html('input', { type: 'number', id, min: 0, step: 'any', value }, label);
  };
  const minutes = numberField('clock-minutes', 'web-clock-minutes', 15);
  const increment = numberField('clock-increment', 'web-clock-increment', 20);
  const hours = numberField('clock-hours', 'web-clock-hours', 24);
  const reserve = numberField('clock-reserve', 'web-clock-reserve', 72);
  const timeoutLabel = html('label', { class: 'field clock-field' }, clockBox);
  html('span', {}, timeoutLabel, t('web-on-timeout'));
  const onTimeout = html('select', { id: 'on-timeout' }, timeoutLabel);
  for (const k of ['bot', 'forfeit']) html('option', { value: k }, onTimeout, t('web-on-timeout-' + k));
  const syncClock = () => {
    const k = clockKind.value;
    for (const [el, kinds] of /** @type {[HTMLInputElement | HTMLSelectElement, string[]][]} */ ([
      [minutes, ['fischer']], [increment, ['fischer']], [hours, ['turn']], [reserve, ['turn']], [onTimeout, ['fischer', 'turn']],
    ])) {
      const label = el.closest('label');
      if (label instanceof HTMLElement) {
        // `hidden` alone loses to the fields' `display` in the style sheet.
        label.hidden = !kinds.includes(k);
        label.style.display = label.hidden ? 'none' : '';
      }
    }
  };
  clockKind.addEventListener('change', syncClock);
  syncClock();
  const optionsBox = html('fieldset', { class: 'options' }, form);
  const submit = html('button', { type: 'submit', class: 'primary', id: 'create' }, form, t('web-create'));
  const status = html('p', { class: 'form-status', role: 'status' }, form);

  /** @type {{kind: HTMLSelectElement, name: HTMLInputElement, email: HTMLInputElement, mailLang: HTMLSelectElement, me: HTMLInputElement | null}[]} */
  const seatRows = [];
  const key = playerKey();
  function drawSeats() {
    const n = Number(playersSelect.value);
    seatsBox.replaceChildren();
    html('legend', {}, seatsBox, t('web-seats'));
    const bots = infos[gameSelect.value].bots;
    for (let i = 0; i < n; i++) {
      const old = seatRows[i];
      const row = html('div', { class: 'seat-row' }, seatsBox);
      html('span', { class: 'seat-label' }, row, t('seat-name', { n: i }));
      const kind = html('select', { class: 'seat-kind', 'aria-label': t('seat-name', { n: i }) }, row);
      html('option', { value: 'person' }, kind, t('web-person'));
      for (const b of bots) html('option', { value: b }, kind, t(BOT_KEYS[b] || b));
      kind.value = old ? old.kind.value : i === 0 ? 'person' : 'greedy';
      const name = html('input', {
        type: 'text', class: 'seat-name', maxlength: 40, 'aria-label': t('web-name'),
        value: old ? old.name.value : t('seat-name', { n: i }),
      }, row);
      const email = html('input', {
        type: 'email', class: 'seat-email', 'aria-label': t('web-email'), placeholder: t('web-email'),
        value: old ? old.email.value : '',
      }, row);
      // The language of this person's mail: chosen here, else their profile's, else the
      // creator's (the page's).
      const mailLang = html('select', { class: 'seat-lang', 'aria-label': t('web-seat-lang'), title: t('web-seat-lang') }, row);
      html('option', { value: '' }, mailLang, t('web-seat-lang-auto'));
      for (const l of languages()) html('option', { value: l.code }, mailLang, l.name);
      mailLang.value = old ? old.mailLang.value : '';
      /** @type {HTMLInputElement | null} */
      let me = null;
      if (key) {
        const meLabel = html('label', { class: 'seat-me' }, row);
        me = html('input', { type: 'radio', name: 'me', class: 'seat-me-radio' }, meLabel);
        me.checked = old && old.me ? old.me.checked : i === 0;
        html('span', {}, meLabel, ' ' + t('web-me'));
      }
      const sync = () => {
        for (const el of [name, email, mailLang]) {
          el.hidden = kind.value !== 'person';
          el.style.display = el.hidden ? 'none' : '';
        }
      };
      kind.addEventListener('change', sync);
      sync();
      seatRows[i] = { kind, name, email, mailLang, me };
    }
    seatRows.length = n;
  }
  function drawGame() {
    const info = infos[gameSelect.value];
    const before = Number(playersSelect.value) || 2;
    playersSelect.replaceChildren();
    for (let n = info.min_players; n <= info.max_players; n++) html('option', { value: n }, playersSelect, String(n));
    playersSelect.value = String(Math.min(Math.max(before, info.min_players), info.max_players));
    optionsBox.replaceChildren();
    html('legend', {}, optionsBox, t('web-options'));
    for (const o of info.options) {
      const help = info.help.find((h) => h.group === 'help-group-options' && h.id === o.name);
      const row = html('div', { class: 'option' }, optionsBox);
      const label = html('label', {}, row);
      if (typeof o.default === 'boolean') {
        const box = html('input', { type: 'checkbox', name: o.name, 'data-kind': 'bool' }, label);
        box.checked = o.default;
      } else if (o.name === 'first_player') {
        const select = html('select', { name: o.name, 'data-kind': 'seat' }, label);
        html('option', { value: '' }, select, t('web-random'));
        for (let s = 0; s < info.max_players; s++) html('option', { value: s }, select, t('seat-name', { n: s }));
      } else {
        html('input', { type: 'text', name: o.name, 'data-kind': 'json', value: JSON.stringify(o.default) }, label);
      }
      html('span', { class: 'option-name' }, label, ' ' + (help ? help.name : o.name));
      if (o.text) html('p', { class: 'option-text' }, row, o.text);
    }
    drawSeats();
  }
  gameSelect.addEventListener('change', drawGame);
  playersSelect.addEventListener('change', drawSeats);
  drawGame();

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    /** @type {Record<string, unknown>} */
    const options = {};
    for (const input of optionsBox.querySelectorAll('[name]')) {
      // Every named element of the options is an <input> or a <select> (drawGame).
      if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement)) continue;
      const kind = input.dataset.kind;
      if (kind === 'bool') options[input.name] = input instanceof HTMLInputElement && input.checked;
      else if (kind === 'seat') options[input.name] = input.value === '' ? null : Number(input.value);
      else {
        try {
          options[input.name] = JSON.parse(input.value);
        } catch {
          options[input.name] = input.value;
        }
      }
    }
    const seats = seatRows.map((r) => {
      if (r.kind.value !== 'person') return { bot: r.kind.value };
      /** @type {import('./types/api').SeatRequest} */
      const s = { name: r.name.value.trim() };
      if (r.mailLang.value) s.lang = r.mailLang.value;
      if (r.email.value.trim()) s.email = r.email.value.trim();
      if (r.me && r.me.checked) s.me = true;
      return s;
    });
    /** @type {CreateGame} */
    const body = { game: gameSelect.value, players: Number(playersSelect.value), options, seats };
    if (clockKind.value === 'fischer') {
      body.clock = { kind: 'fischer', initial_seconds: Math.round(Number(minutes.value) * 60), increment_seconds: Math.round(Number(increment.value)) };
    } else if (clockKind.value === 'turn') {
      body.clock = { kind: 'turn', per_move_seconds: Math.round(Number(hours.value) * 3600), reserve_seconds: Math.round(Number(reserve.value) * 3600) };
    }
    if (body.clock) body.on_timeout = onTimeout.value === 'forfeit' ? 'forfeit' : 'bot';
    submit.disabled = true;
    status.textContent = t('web-creating');
    /** @type {Record<string, string>} */
    const headers = { 'content-type': 'application/json' };
    if (seats.some((s) => 'me' in s && s.me)) headers.authorization = `Bearer ${key}`;
    /** @type {Answer<Created>} */
    const res = await fetchJson(`/api/games?lang=${lang()}`, { method: 'POST', headers, body: JSON.stringify(body) });
    submit.disabled = false;
    if (!res.ok) {
      status.textContent = errorText(res);
      status.classList.add('error');
      return;
    }
    const c = res.body;
    if (!c) return;
    /** @param {string} link */
    const local = (link) => {
      // The page's own origin: links work from where the lobby was opened.
      const u = new URL(link, location.href);
      return location.origin + u.pathname + u.search + u.hash;
    };
    /** @type {SavedGame} */
    const entry = {
      id: c.game_id, game: body.game, created: new Date().toISOString(),
      invites: c.invites.map((i) => ({ seat: i.seat, name: i.name, link: local(i.link) })),
      spectator: local(c.spectator.link),
      seats: c.seats,
    };
    saveGames([entry, ...savedGames().filter((g) => g.id !== entry.id)]);
    lobby(entry);
  });

  if (created) {
    const done = html('section', { class: 'card created', id: 'created', 'aria-labelledby': 'created-title' }, mainEl);
    html('h2', { id: 'created-title' }, done, t('web-created'));
    html('p', {}, done, t('web-invite-help'));
    for (const i of created.invites) inviteRow(done, i.name, i.link);
    inviteRow(done, t('web-spectator'), created.spectator);
    mainEl.insertBefore(done, sec);
  }

  const mine = html('section', { class: 'card', 'aria-labelledby': 'mine-title', id: 'my-games' }, mainEl);
  html('h2', { id: 'mine-title' }, mine, t('web-my-games'));
  const list = savedGames();
  if (list.length === 0) html('p', {}, mine, t('web-no-games'));
  for (const g of list) {
    const item = html('details', { class: 'my-game' }, mine);
    const names = (g.seats || []).map((s) => s.name).join(', ');
    const when = new Date(g.created).toLocaleString(lang());
    html('summary', {}, item, `${t('game-' + g.game)} — ${names} — ${when}`);
    for (const i of g.invites) inviteRow(item, i.name, i.link);
    inviteRow(item, t('web-spectator'), g.spectator);
    const forget = html('button', { type: 'button', class: 'forget' }, item, t('web-forget'));
    forget.addEventListener('click', () => {
      saveGames(savedGames().filter((x) => x.id !== g.id));
      lobby(created && created.id !== g.id ? created : null);
    });
  }
}

// ---------------------------------------------------------------------------------------------
// A game

class GamePage {
  /**
   * The page of a game, its frame drawn at once (the board when the first state arrives).
   * @param {string} id the game's id
   * @param {string} token the secret of a seat or of the spectator link
   */
  constructor(id, token) {
    this.id = id;
    this.token = token;
    /** @type {StateMessage | null} the state shown */
    this.msg = null;
    /** @type {WebSocket | null} */
    this.ws = null;
    /** The state as the WebSocket's messages rebuild it (deltas after a first full state),
     * the number of the last message, and whether the full state was asked for (a delta that
     * did not follow: a message was missed). */
    /** @type {StateMessage | null} */
    this.wsState = null;
    this.wsSeq = 0;
    this.resync = false;
    this.retries = 0;
    /** @type {Pending | null} */
    this.pending = null;
    /** the next state is the first of a new connection */
    this.fresh = false;
    /** @type {GameModule | null | undefined} the game's drawing: `undefined` until loaded, `null` when there is none */
    this.module = undefined;
    this.prefix = '';
    this.busy = false;
    /** @type {Actionable | null} the element a first tap explained (touch screens) */
    this.armed = null;
    this.pointer = 'mouse';
    this.sound = localStorage.getItem(SOUND_KEY) === 'on';
    /** @type {AudioContext | null} */
    this.audio = null;
    this.wasTurn = false;
    /** @type {Map<string, LegalAction>} the legal actions of `msg` by notation */
    this.legal = new Map();
    /** @type {Map<string, HelpEntry> | null} the rules help of the game by id, in `helpLang` */
    this.help = null;
    this.helpLang = '';
    /** @type {() => void} updates the clocks' times */
    this.tick = () => {};
    this.els = this.layout();
    this.listen();
    // Clocks tick between state messages (a running clock counts down to its deadline).
    setInterval(() => this.tick(), 250);
  }

  async start() {
    if (!this.token) {
      this.fatal(t('web-no-token'));
      return;
    }
    // The first state over HTTP: a wrong link gets its reason in words instead of endless retries.
    /** @type {Answer<StateMessage>} */
    const res = await fetchJson(`/api/games/${this.id}?lang=${lang()}`, { headers: this.auth() });
    if (!res.ok) {
      this.fatal(errorText(res));
      return;
    }
    await this.receive(res.body);
    this.connect();
  }

  auth() {
    return { authorization: `Bearer ${this.token}` };
  }

  /** @param {string} text */
  fatal(text) {
    this.els.board.replaceChildren();
    html('p', { class: 'fatal', role: 'alert' }, this.els.board, text);
  }

  /** Draws the page's frame (again after a change of language); returns its parts. */
  layout() {
    root.replaceChildren();
    const top = topBar(this.msg ? t('game-' + this.msg.game) : 'kohle', () => this.relang());
    const tools = top.tools;
    html('a', { href: `/replay/${encodeURIComponent(this.id)}#token=${encodeURIComponent(this.token)}`, class: 'nav', id: 'nav-replay' }, tools, t('web-replay'));
    const sound = html('label', { class: 'sound' }, tools);
    const box = html('input', { type: 'checkbox', id: 'sound' }, sound);
    box.checked = this.sound;
    html('span', {}, sound, ' ' + t('web-sound'));
    box.addEventListener('change', () => {
      this.sound = box.checked;
      localStorage.setItem(SOUND_KEY, this.sound ? 'on' : 'off');
      if (this.sound) this.beep();
    });
    const conn = html('div', { id: 'conn', class: 'conn', role: 'alert', hidden: true }, root, t('web-reconnecting'));
    const mainEl = html('main', { class: 'game' }, root);
    const boardArea = html('section', { class: 'board-area', 'aria-label': t('web-board') }, mainEl);
    const status = html('div', { id: 'status', class: 'status', role: 'status' }, boardArea);
    const end = html('section', { id: 'end', class: 'end card', hidden: true, 'aria-labelledby': 'end-title' }, boardArea);
    const board = html('div', { id: 'board', class: 'board' }, boardArea);
    const side = html('aside', { class: 'side' }, mainEl);
    const hint = html('div', { id: 'hint', class: 'hint', 'aria-live': 'polite' }, side);
    const clocks = html('section', { class: 'card clocks-card', id: 'clocks-box', 'aria-labelledby': 'clocks-title', hidden: true }, side);
    const notifyBox = html('div', { id: 'notify-box', class: 'notify-box' }, side);
    const act = html('section', { class: 'card act', 'aria-label': t('web-notation') }, side);
    const form = html('form', { id: 'notation', class: 'notation', autocomplete: 'off' }, act);
    const input = html('input', {
      type: 'text', id: 'notation-input', 'aria-label': t('web-notation'), placeholder: t('web-notation-placeholder'),
      spellcheck: 'false', autocapitalize: 'off', 'aria-autocomplete': 'list', 'aria-controls': 'completions',
    }, form);
    html('button', { type: 'submit', id: 'notation-send' }, form, t('web-send'));
    const undo = html('button', { type: 'button', id: 'undo' }, act, t('web-undo'));
    const completions = html('ul', { id: 'completions', class: 'completions', role: 'listbox' }, act);
    const fallback = html('div', { id: 'actions', class: 'actions' }, act);
    const scores = html('section', { class: 'card scores', 'aria-labelledby': 'scores-title' }, side);
    html('h2', { id: 'scores-title' }, scores, t('web-scores'));
    const scoreBody = html('div', { id: 'scores' }, scores);
    const logSec = html('section', { class: 'card log', 'aria-labelledby': 'log-title' }, side);
    html('h2', { id: 'log-title' }, logSec, t('web-log'));
    const log = html('ol', { id: 'log', class: 'log-lines' }, logSec);
    const seatTools = html('section', { class: 'card seat-tools-card', id: 'seat-tools', hidden: true }, side);
    const dialog = html('dialog', { id: 'confirm', 'aria-labelledby': 'confirm-text' }, root);
    const els = {
      top, conn, status, end, board, hint, act, form, input, undo, completions, fallback, scoreBody, log, dialog, clocks, notifyBox, seatTools,
    };

    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.typed();
    });
    input.addEventListener('input', () => this.setPrefix(input.value, false));
    input.addEventListener('keydown', (e) => this.notationKey(e));
    undo.addEventListener('click', () => this.send({ type: 'undo' }));
    return els;
  }

  /** The listeners on the page root and the document: added once (the frame inside `root` is
   * drawn again after a change of language, these must not be added again). */
  listen() {
    root.addEventListener('pointerdown', (e) => (this.pointer = e.pointerType || 'mouse'));
    root.addEventListener('click', (e) => this.click(e));
    root.addEventListener('keydown', (e) => this.key(e));
    root.addEventListener('focusin', (e) => this.hintFor(e.target));
    root.addEventListener('pointerover', (e) => {
      if (e.pointerType === 'mouse') this.hintFor(e.target);
    });
    // The title says "(1)" while the tab is in the background and it is this seat's turn.
    document.addEventListener('visibilitychange', () => this.setTitle());
    document.addEventListener('keydown', (e) => {
      if ((e.ctrlKey || e.metaKey) && e.key === 'z' && tagOf(e.target) !== 'INPUT') {
        e.preventDefault();
        this.send({ type: 'undo' });
      } else if (e.key === '/' && tagOf(e.target) !== 'INPUT') {
        e.preventDefault();
        this.els.input.focus();
      }
    });
  }

  async relang() {
    this.els = this.layout();
    if (this.msg) this.render();
    if (this.ws) {
      const old = this.ws;
      this.ws = null;
      old.close();
    }
    this.connect();
  }

  connect() {
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    // Back after a lost connection with the whole state of this game in this language: the
    // server sends what changed since its version (a delta numbered 0), not the whole log again.
    const had = this.msg && this.msg.game_id === this.id && this.msg.lang === lang() ? this.msg : null;
    const since = had ? `&since=${had.version}` : '';
    const url = `${proto}://${location.host}/api/games/${this.id}/ws?token=${encodeURIComponent(this.token)}&lang=${lang()}&deltas=true${since}`;
    const ws = new WebSocket(url);
    this.ws = ws;
    this.wsState = had;
    this.wsSeq = -1;
    this.resync = false;
    ws.addEventListener('open', () => {
      if (this.ws !== ws) return;
      this.retries = 0;
      this.fresh = true;
      this.setConnected(true);
    });
    ws.addEventListener('message', (e) => {
      if (this.ws !== ws) return;
      /** @type {ServerMessage} */
      let m;
      try {
        m = JSON.parse(e.data);
      } catch {
        return;
      }
      if (m.type === 'state') {
        this.wsState = m;
        this.wsSeq = 0;
        this.resync = false;
        // A state in pieces: drawn once the last piece (without `more`) is in.
        if (!m.more) this.receive(m);
      } else if (m.type === 'delta') {
        if (this.resync) return;
        const next = applyDelta(this.wsState, this.wsSeq, m);
        if (!next) {
          // A message was missed: the full state, once.
          this.resync = true;
          root.dataset.resyncs = String(Number(root.dataset.resyncs ?? 0) + 1);
          ws.send(JSON.stringify({ type: 'state' }));
          return;
        }
        this.wsState = next;
        this.wsSeq = m.seq ?? this.wsSeq;
        if (!m.more) this.receive(next);
      } else if (m.type === 'error') {
        this.clearPending();
        this.busy = false;
        this.showHint(m.message, true);
      }
    });
    ws.addEventListener('close', () => {
      if (this.ws !== ws) return;
      this.reconnectLater();
    });
  }

  /** Drops the connection and tries again after a backoff: exponential from 0.3 s to 10 s, with
   * jitter, so that the clients of a restarted server do not all come back at once. */
  reconnectLater() {
    const old = this.ws;
    this.ws = null;
    if (old) old.close();
    this.setConnected(false);
    const delay = Math.min(10000, 300 * 2 ** this.retries) * (0.5 + Math.random() / 2);
    this.retries = Math.min(this.retries + 1, 10);
    setTimeout(() => {
      if (!this.ws) this.connect();
    }, delay);
  }

  /** @param {boolean} up */
  setConnected(up) {
    this.els.conn.hidden = up;
    root.dataset.connected = up ? 'yes' : 'no';
  }

  /** Sends a client message (it stays pending until a state shows it, or an error refuses it).
   * @param {ClientMessage} message */
  send(message) {
    if (!this.msg || this.msg.seat === null) return;
    if (message.type !== 'action' && message.type !== 'undo') {
      this.sendOnce(message);
      return;
    }
    this.busy = true;
    this.showHint('', false);
    this.armed = null;
    this.clearPending();
    this.pending = { message, own: ownDecisions(this.msg), timer: null };
    this.deliver();
  }

  /** Sends a seat's take back, resignation or agreement to abort: once, over the WebSocket or
   * else over HTTP; the next state shows what it changed (no state shows it as a decision, so
   * it is not kept pending like a move).
   * @param {ClientMessage} message */
  async sendOnce(message) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(message));
      return;
    }
    /** @type {Record<string, string>} */
    const paths = { take_back: 'take-back', resign: 'resign', abort: 'abort' };
    /** @type {Answer<StateMessage> | null} */
    let res;
    try {
      res = await fetchJson(`/api/games/${this.id}/${paths[message.type] ?? message.type}?lang=${lang()}`, {
        method: 'POST',
        headers: this.auth(),
      });
    } catch {
      res = null;
    }
    if (!res) this.showHint(t('web-not-sent'), true);
    else if (res.ok) this.receive(res.body);
    else this.showHint(errorText(res), true);
  }

  clearPending() {
    if (this.pending && this.pending.timer) clearTimeout(this.pending.timer);
    this.pending = null;
  }

  /** Sends the pending message over the WebSocket, or over HTTP while it is down. When neither
   * gets through it stays pending and goes again after the reconnection. */
  async deliver() {
    const p = this.pending;
    if (!p) return;
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      const ws = this.ws;
      ws.send(JSON.stringify(p.message));
      if (p.timer) clearTimeout(p.timer);
      p.timer = setTimeout(() => {
        if (this.pending === p && this.ws === ws) this.reconnectLater();
      }, ANSWER_TIMEOUT_MS);
      return;
    }
    const path = p.message.type === 'undo' ? 'undo' : 'actions';
    /** @type {Answer<StateMessage> | null} */
    let res;
    try {
      res = await fetchJson(`/api/games/${this.id}/${path}?lang=${lang()}`, {
        method: 'POST',
        headers: { ...this.auth(), 'content-type': 'application/json' },
        body: p.message.type === 'action' ? JSON.stringify({ action: p.message.action }) : undefined,
      });
    } catch {
      res = null;
    }
    if (this.pending !== p) return;
    if (!res || res.status >= 500) {
      // Not through (or not stored): it goes when the connection is back.
      this.showHint(t('web-will-send'), false);
      return;
    }
    this.clearPending();
    this.busy = false;
    if (res.ok) this.receive(res.body);
    else this.showHint(errorText(res), true);
  }

  /** After a state: a pending message it shows is done; the first state of a new connection
   * sends one it does not show again, if it is still possible.
   * @param {StateMessage} m */
  settle(m) {
    const fresh = this.fresh;
    this.fresh = false;
    const p = this.pending;
    if (!p) return;
    const own = ownDecisions(m);
    if (p.message.type === 'undo' ? own < p.own : own > p.own) {
      this.clearPending();
      if (this.els.hint.textContent === t('web-will-send')) this.showHint('', false);
      return;
    }
    if (!fresh) return;
    const still = p.message.type === 'undo' || (m.your_turn && this.legal.has(p.message.type === 'action' ? p.message.action : ''));
    if (still) {
      this.deliver();
    } else {
      this.clearPending();
      this.showHint(t('web-not-sent'), true);
    }
  }

  /** Takes a legal action, asking first when the server says it should be confirmed.
   * @param {string} action */
  act(action) {
    if (this.busy || !this.msg || !this.msg.your_turn) return;
    const entry = this.legal.get(action);
    if (!entry) return;
    if (!entry.confirm) {
      this.doAct(action);
      return;
    }
    const d = this.els.dialog;
    d.replaceChildren();
    html('h2', {}, d, t('web-confirm-title'));
    html('p', { id: 'confirm-text' }, d, entry.confirm);
    html('p', { class: 'confirm-action' }, d, entry.text);
    const row = html('div', { class: 'buttons' }, d);
    const yes = html('button', { type: 'button', id: 'confirm-yes', class: 'primary' }, row, t('web-confirm-yes'));
    const no = html('button', { type: 'button', id: 'confirm-no' }, row, t('web-confirm-no'));
    yes.addEventListener('click', () => {
      d.close();
      this.doAct(action);
    });
    no.addEventListener('click', () => d.close());
    d.showModal();
    no.focus();
  }

  /** @param {string} action */
  doAct(action) {
    this.setPrefix('', true);
    this.send({ type: 'action', action });
  }

  /** The notation box was sent: a legal action (or the only completion) is taken; anything
   * else goes to the server, which answers why it is not legal. */
  typed() {
    const text = this.els.input.value.trim().replace(/\s+/g, ' ');
    if (!text || !this.msg || !this.msg.your_turn) return;
    const exact = [...this.legal.keys()].find((a) => a.toLowerCase() === text.toLowerCase());
    const matches = this.matches(text);
    if (exact) this.act(exact);
    else if (matches.length === 1) this.act(matches[0]);
    else this.send({ type: 'action', action: text });
  }

  /** The legal actions that start with `prefix` (any case).
   * @param {string} prefix */
  matches(prefix) {
    const p = prefix.toLowerCase();
    return [...this.legal.keys()].filter((a) => a.toLowerCase().startsWith(p));
  }

  /** @param {KeyboardEvent} e */
  notationKey(e) {
    if (e.key === 'Tab' && !e.shiftKey && this.els.input.value) {
      const m = this.matches(this.els.input.value);
      if (m.length === 0) return;
      let common = m[0];
      for (const a of m) while (!a.toLowerCase().startsWith(common.toLowerCase())) common = common.slice(0, -1);
      if (common.length > this.els.input.value.length) {
        e.preventDefault();
        this.setPrefix(common, true);
      }
    } else if (e.key === 'Escape') {
      this.setPrefix('', true);
    } else if (e.key === 'ArrowDown') {
      const first = actionables(this.els.completions, '[data-action]')[0];
      if (first) {
        e.preventDefault();
        first.focus();
      }
    }
  }

  /** @param {string} value @param {boolean} toBox */
  setPrefix(value, toBox) {
    this.prefix = value;
    if (toBox) this.els.input.value = value;
    this.renderBoard();
    this.renderCompletions();
  }

  /** The element of a legal action (or prefix) under `target`, if any.
   * @param {EventTarget | null} target
   * @returns {Actionable | null} */
  actionable(target) {
    const el = target instanceof Element ? target.closest('[data-action], [data-prefix]') : null;
    return el instanceof HTMLElement || el instanceof SVGElement ? el : null;
  }

  /** @param {MouseEvent} e */
  click(e) {
    const el = this.actionable(e.target);
    if (!el || !root.contains(el)) {
      this.helpFor(e.target);
      return;
    }
    e.preventDefault();
    // On a touch screen the first tap explains, the second acts.
    if (this.pointer === 'touch' && this.armed !== el) {
      if (this.armed) this.armed.classList.remove('armed');
      this.armed = el;
      el.classList.add('armed');
      this.showHint(`${this.textOf(el)} — ${t('web-tap-again')}`, false);
      return;
    }
    this.use(el);
  }

  /** @param {KeyboardEvent} e */
  key(e) {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const el = this.actionable(e.target);
    if (!el || tagOf(e.target) === 'INPUT' || tagOf(e.target) === 'BUTTON') return;
    e.preventDefault();
    this.use(el);
  }

  /** @param {Actionable} el */
  use(el) {
    if (el.dataset.action) this.act(el.dataset.action);
    else if (el.dataset.prefix) {
      this.setPrefix(el.dataset.prefix + ' ', true);
      const next = actionables(this.els.board, '[data-action].match, [data-prefix].match')[0];
      this.showHint(t('web-choose-next'), false);
      if (next && document.activeElement === el) next.focus();
    }
  }

  /** @param {Actionable} el */
  textOf(el) {
    const title = el.querySelector(':scope > title');
    return el.getAttribute('aria-label') || (title && title.textContent) || (el instanceof HTMLElement && el.title) || '';
  }

  /** @param {EventTarget | null} target */
  hintFor(target) {
    const el = this.actionable(target);
    if (el) this.showHint(this.textOf(el), false);
  }

  /** A tap on something that is not an action explains it (its tooltip) in the hint bar.
   * @param {EventTarget | null} target */
  helpFor(target) {
    for (let e = target instanceof Element ? target : null; e && e !== root; e = e.parentElement) {
      const title = e.querySelector(':scope > title');
      const text = (title && title.textContent) || (e instanceof HTMLElement && e.title);
      if (text) {
        this.showHint(text, false);
        return;
      }
    }
  }

  /** @param {string} text @param {boolean} error */
  showHint(text, error) {
    const h = this.els.hint;
    h.textContent = text;
    h.classList.toggle('error', error);
    h.setAttribute('role', error ? 'alert' : 'status');
  }

  /** Shows a state message (from the WebSocket or an HTTP answer; `null`: an answer that was
   * not JSON).
   * @param {StateMessage | null} m */
  async receive(m) {
    if (!m) return;
    if (this.module === undefined) {
      this.module = null;
      try {
        const mod = await import(`/web/${m.game}.js`);
        if (typeof mod.draw === 'function') this.module = mod;
      } catch {
        this.module = null;
      }
    }
    if (!this.help || this.helpLang !== lang()) await this.loadHelp(m.game);
    // Older than what is shown (a late HTTP answer): ignore.
    if (this.msg && this.msg.game_id === m.game_id && m.version < this.msg.version && m.lang === this.msg.lang) return;
    const first = this.msg === null;
    this.msg = m;
    // An ended game offers nothing (the server sends no legal action either).
    this.legal = new Map(m.status === 'open' ? m.legal.map((l) => [l.action, l]) : []);
    this.settle(m);
    this.busy = this.pending !== null;
    if (this.prefix && this.matches(this.prefix).length === 0) {
      this.prefix = '';
      this.els.input.value = '';
    }
    if (first) this.els.top.h1.textContent = t('game-' + m.game);
    this.render();
    if (m.your_turn && !this.wasTurn && (!first || document.hidden)) this.notify();
    this.wasTurn = m.your_turn;
  }

  /** The rules help of the game (tooltips of things that are not actions): id -> entry.
   * @param {string} game */
  async loadHelp(game) {
    this.helpLang = lang();
    /** @type {Answer<GameInfo>} */
    const res = await fetchJson(`/api/info/${game}?lang=${lang()}`);
    this.help = new Map(res.ok && res.body ? res.body.help.map((h) => [h.id, h]) : []);
  }

  notify() {
    if (this.sound) this.beep();
    if (this.msg) notifyTurn(t('game-' + this.msg.game), this.msg.game_id);
  }

  /** The tab's title: whose turn it is; "(1)" first while this seat's turn waits in a
   * background tab. */
  setTitle() {
    const m = this.msg;
    if (!m) return;
    const game = t('game-' + m.game);
    const over = m.status !== 'open';
    const title = m.your_turn ? `▶ ${t('web-your-turn')} — ${game}` : over ? `${t('web-game-over')} — ${game}` : `${game} — kohle`;
    document.title = m.your_turn && document.hidden ? `(1) ${title}` : title;
  }

  beep() {
    try {
      this.audio = this.audio || new AudioContext();
      const a = this.audio;
      const o = a.createOscillator();
      const g = a.createGain();
      o.frequency.value = 660;
      g.gain.setValueAtTime(0.15, a.currentTime);
      g.gain.exponentialRampToValueAtTime(0.001, a.currentTime + 0.4);
      o.connect(g).connect(a.destination);
      o.start();
      o.stop(a.currentTime + 0.4);
    } catch {
      // No sound available: the title still tells.
    }
  }

  /** Display names by seat.
   * @param {StateMessage} m */
  names(m) {
    /** @type {string[]} */
    const names = [];
    for (const s of m.seats) names[s.seat] = s.name;
    return names;
  }

  render() {
    const m = this.msg;
    if (!m) return;
    const names = this.names(m);
    const seat = m.seat ?? null;
    root.dataset.version = String(m.version);
    root.dataset.yourTurn = m.your_turn ? 'yes' : 'no';
    root.dataset.status = m.status;
    root.dataset.game = m.game;
    const over = m.status !== 'open';
    this.setTitle();
    const who = seat === null ? t('web-spectator') : t('web-you-are', { name: names[seat] ?? seat });
    let state;
    if (over) state = t('web-game-over');
    else if (m.your_turn) state = t('web-your-turn');
    else state = t('web-waiting-for', { names: m.to_move.map((s) => names[s] ?? s).join(', ') });
    const st = this.els.status;
    st.replaceChildren();
    html('span', { class: 'who' }, st, who);
    html('span', { class: m.your_turn ? 'turn yours' : 'turn' }, st, state);
    if (over && !this.els.hint.classList.contains('error')) this.showHint('', false);
    const playing = seat !== null && !over;
    this.els.act.hidden = !playing;
    this.els.input.disabled = !m.your_turn || over;
    this.renderBoard();
    this.renderCompletions();
    this.renderScores();
    this.renderLog();
    this.renderEnd();
    this.tick = drawClocks(this.els.clocks, m, names);
    drawSeatTools(this.els.seatTools, m, names, {
      id: this.id,
      token: this.token,
      send: (message) => this.send(message),
      hint: (text, error) => this.showHint(text, error),
      confirm: (question, yes) => this.ask(question, yes),
    });
    if (seat !== null && m.status === 'open') drawNotifyAsk(this.els.notifyBox);
    else this.els.notifyBox.replaceChildren();
  }

  /** Asks a yes/no question in the page's dialog; `yes` runs on yes.
   * @param {string} question @param {() => void} yes */
  ask(question, yes) {
    const d = this.els.dialog;
    d.replaceChildren();
    html('h2', {}, d, t('web-confirm-title'));
    html('p', { id: 'confirm-text' }, d, question);
    const row = html('div', { class: 'buttons' }, d);
    const ok = html('button', { type: 'button', id: 'confirm-yes', class: 'primary' }, row, t('web-confirm-yes'));
    const no = html('button', { type: 'button', id: 'confirm-no' }, row, t('web-confirm-no'));
    ok.addEventListener('click', () => {
      d.close();
      yes();
    });
    no.addEventListener('click', () => d.close());
    d.showModal();
    no.focus();
  }

  /** What the game module's `draw` gets besides the message.
   * @param {StateMessage} m
   * @returns {Ui} */
  ui(m) {
    return {
      t, act: (a) => this.act(a), legal: this.legal, seat: m.seat ?? null, names: this.names(m), prefix: this.prefix,
      help: this.help || new Map(),
    };
  }

  renderBoard() {
    const m = this.msg;
    if (!m) return;
    const board = this.els.board;
    const focused = document.activeElement;
    const focusKey = (focused instanceof HTMLElement || focused instanceof SVGElement) && board.contains(focused)
      ? focused.dataset.action || focused.dataset.prefix
      : null;
    const div = html('div', { class: 'drawing' });
    let drawn = false;
    if (this.module) {
      try {
        this.module.draw(div, m, this.ui(m));
        drawn = true;
      } catch (err) {
        console.error(err);
        div.replaceChildren();
        html('p', { class: 'error', role: 'alert' }, div, t('web-draw-failed'));
      }
    }
    board.replaceChildren(div);
    this.renderFallback(!drawn);
    // Typed prefix: actions that match it stand out, the others fade.
    const p = this.prefix.toLowerCase();
    for (const el of actionables(board, '[data-action], [data-prefix]')) {
      const a = (el.dataset.action || el.dataset.prefix + ' ').toLowerCase();
      const on = !p || a.startsWith(p) || a === p.trim() || (Boolean(el.dataset.prefix) && p.startsWith(a));
      el.classList.toggle('off', !on);
      el.classList.toggle('match', Boolean(p) && on);
    }
    if (focusKey) {
      // Keyboard play goes on where it was: the same element, else the first legal one.
      const all = actionables(board, '[data-action], [data-prefix]');
      const again = all.find((e) => (e.dataset.action || e.dataset.prefix) === focusKey) || all.find((e) => !e.classList.contains('off'));
      if (again) again.focus();
    }
  }

  /** Without a drawing for the game: every legal action as a button.
   * @param {boolean} show */
  renderFallback(show) {
    const box = this.els.fallback;
    box.replaceChildren();
    if (!show || !this.msg || !this.msg.your_turn) return;
    html('h2', {}, box, t('web-actions'));
    for (const l of this.msg.legal) {
      const b = html('button', { type: 'button', 'data-action': l.action, title: l.text, class: 'legal action-button' }, box);
      html('code', {}, b, l.action);
      html('span', {}, b, ' ' + l.text);
    }
  }

  renderCompletions() {
    const ul = this.els.completions;
    ul.replaceChildren();
    if (!this.msg || !this.msg.your_turn || !this.prefix) return;
    const list = this.matches(this.prefix);
    if (list.length === 0) {
      html('li', { class: 'none' }, ul, t('web-no-match'));
      return;
    }
    for (const a of list.slice(0, 30)) {
      const entry = this.legal.get(a);
      if (!entry) continue;
      const li = html('li', { role: 'option', tabindex: 0, 'data-action': a, class: 'legal', 'aria-label': entry.text }, ul);
      html('code', {}, li, a);
      html('span', {}, li, entry.text);
    }
    if (list.length > 30) html('li', { class: 'none' }, ul, t('web-more', { n: list.length - 30 }));
  }

  renderScores() {
    const m = this.msg;
    if (!m) return;
    const names = this.names(m);
    const box = this.els.scoreBody;
    box.replaceChildren();
    for (const s of m.scores) {
      const d = html('details', { class: 'score' }, box);
      const sum = html('summary', {}, d);
      html('span', { class: `seat-dot seat-${s.seat}` }, sum, '');
      html('span', { class: 'score-name' }, sum, names[s.seat] ?? String(s.seat));
      html('span', { class: 'score-total' }, sum, t('web-points', { n: s.score }));
      const ul = html('ul', {}, d);
      partsList(ul, s.breakdown);
      if (s.tiebreak.length) {
        const li = html('li', { class: 'tiebreak' }, ul, t('web-tiebreak'));
        partsList(html('ul', {}, li), s.tiebreak);
      }
    }
  }

  renderLog() {
    const m = this.msg;
    if (!m) return;
    const ol = this.els.log;
    const atEnd = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 8;
    ol.replaceChildren();
    // Each decision and event once, in words: a decision its own events tell is left out.
    for (const line of m.log.filter((l) => !l.told)) {
      const li = html('li', { class: `log-${line.kind} turn-${line.turn % 2}` }, ol, line.text);
      if (line.seat !== undefined && line.seat !== null) li.classList.add(`seat-${line.seat}`);
    }
    if (atEnd || m.log.length < 3) ol.scrollTop = ol.scrollHeight;
  }

  renderEnd() {
    const m = this.msg;
    if (!m) return;
    const end = this.els.end;
    end.replaceChildren();
    end.hidden = m.status === 'open';
    if (end.hidden) return;
    // How the game ended: the server's one account (the same words as the log's last line,
    // the game-over mail and My games).
    const ending = m.ending;
    html('h2', { id: 'end-title' }, end, t('web-game-over'));
    if (ending) {
      html('p', { class: ending.how.startsWith('aborted') ? 'aborted' : 'winner', id: 'end-headline' }, end, ending.headline);
      if (ending.how.startsWith('aborted')) return;
      const places = html('ul', { class: 'end-places', id: 'end-places' }, end);
      for (const s of ending.seats) html('li', { class: `seat-${s.seat} reason-${s.reason}`, 'data-seat': s.seat }, places, s.line);
    }
    if (m.status === 'aborted') return;
    const names = this.names(m);
    const order = [...m.scores].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.seat - b.seat);
    // Equal scores that the tie-break split (among the seats that did not leave the game).
    const left = new Set((ending ? ending.seats : []).filter((s) => s.reason === 'resigned' || s.reason === 'forfeited').map((s) => s.seat));
    const stayed = order.filter((s) => !left.has(s.seat));
    const best = stayed.filter((s) => s.score === stayed[0].score);
    if (best.length > 1 && new Set(best.map((s) => s.rank)).size > 1) html('p', { class: 'tiebreak-note' }, end, t('web-tiebreak-decided'));
    const wrap = html('div', { class: 'table-wrap' }, end);
    const table = html('table', { class: 'final' }, wrap);
    const head = html('tr', {}, html('thead', {}, table));
    html('th', { scope: 'col' }, head, t('web-category'));
    for (const s of order) html('th', { scope: 'col' }, head, names[s.seat] ?? String(s.seat));
    const body = html('tbody', {}, table);
    // One row per category, nested parts under their own parent (a path of categories).
    /** @param {(s: SeatScore) => ScorePart[]} pick @param {string} cls */
    const rows = (pick, cls) => {
      /** @type {{key: string, text: string, depth: number}[]} */
      const keys = [];
      /** @param {ScorePart[]} parts @param {string[]} path */
      const walk = (parts, path) => {
        for (const p of parts) {
          const key = [...path, p.category].join('/');
          if (!keys.some((k) => k.key === key)) {
            // After the last row of the same parent (a seat may have parts another lacks).
            const parent = path.join('/');
            let at = keys.length;
            if (parent) {
              const last = keys.findLastIndex((k) => k.key === parent || k.key.startsWith(parent + '/'));
              if (last >= 0) at = last + 1;
            }
            keys.splice(at, 0, { key, text: p.text, depth: path.length });
          }
          if (p.parts) walk(p.parts, [...path, p.category]);
        }
      };
      for (const s of order) walk(pick(s), []);
      for (const k of keys) {
        const tr = html('tr', { class: `${cls} depth-${k.depth}` }, body);
        html('th', { scope: 'row' }, tr, k.text);
        for (const s of order) {
          const found = findPart(pick(s), k.key.split('/'));
          html('td', {}, tr, found ? String(found.points) : '');
        }
      }
    };
    rows((s) => s.breakdown, 'part');
    const total = html('tr', { class: 'total' }, body);
    html('th', { scope: 'row' }, total, t('web-total'));
    for (const s of order) html('td', {}, total, String(s.score));
    rows((s) => s.tiebreak, 'tiebreak');
    const place = html('tr', { class: 'place' }, body);
    html('th', { scope: 'row' }, place, t('web-place'));
    for (const s of order) html('td', {}, place, String((s.rank ?? 0) + 1));
  }
}

/** @param {HTMLElement} ul @param {ScorePart[]} parts */
function partsList(ul, parts) {
  for (const p of parts) {
    const li = html('li', {}, ul);
    html('span', {}, li, p.text);
    html('span', { class: 'pts' }, li, String(p.points));
    if (p.parts && p.parts.length) partsList(html('ul', {}, li), p.parts);
  }
}

/** The part at `path` (categories from the top) of a breakdown.
 * @param {ScorePart[]} parts
 * @param {string[]} path
 * @returns {ScorePart | null} */
function findPart(parts, path) {
  const p = parts.find((x) => x.category === path[0]);
  if (!p || path.length === 1) return p || null;
  return findPart(p.parts || [], path.slice(1));
}

/** The tag name of an event's target (`''` when it is not an element).
 * @param {EventTarget | null} target */
function tagOf(target) {
  return target instanceof Element ? target.tagName : '';
}

/** The elements under `parent` that match `selector` and can carry `data-*` (HTML or SVG).
 * @param {ParentNode} parent
 * @param {string} selector
 * @returns {Actionable[]} */
function actionables(parent, selector) {
  return [...parent.querySelectorAll(selector)].filter((e) => e instanceof HTMLElement || e instanceof SVGElement);
}
