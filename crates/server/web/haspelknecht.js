// Haspelknecht drawn from a seat's view: the action and reserve pools, the development board, and
// every farm (Pinge, tunnel, shaft, workers and their plans, carts, resources, markers, buildings).
//
// It draws what the view says and nothing more; which actions are legal and what they do come from
// `msg.legal`. The only game knowledge here is where an action's notation belongs on the drawing
// (README "Notation" → Haspelknecht): `take 2 black 3` on pool 2's black discs, `acquire 32` on
// tile 32, `farmer black` on the farmer and then on a black disc of the carts, and so on. Legal
// actions without a place of their own (`pass`, `done`, `end`, `rent 2 1`, `store …`, tile
// choices) are buttons in the action bar under the status line.

import { svg, text, html, tip, canvas, fit, textWidth, SEAT_COLOURS } from './board.js';

/** @typedef {import('./board.js').StateMessage} StateMessage */
/** @typedef {import('./board.js').Ui} Ui */
/** @typedef {import('./types/haspelknecht').View} View */
/** @typedef {import('./types/haspelknecht').Building} Building */
/** @typedef {import('./types/haspelknecht').Marker} Marker */
/** @typedef {import('./types/haspelknecht').Payment} Payment */
/** @typedef {import('./types/haspelknecht').PlanView} PlanView */
/** @typedef {import('./types/haspelknecht').PlayerView} PlayerView */
/** @typedef {import('./types/haspelknecht').TileView} TileView */
/** @typedef {import('./types/haspelknecht').Worker} Worker */
/** @typedef {'black' | 'brown' | 'yellow'} Colour a disc colour */
/** @typedef {Colour | 'grey'} DiscKind a disc as drawn: a colour, or grey for "any colour" (costs) */
/** @typedef {'coal' | 'wood' | 'food' | 'thaler' | 'debt' | 'water' | 'vp'} IconKind */

/**
 * What the drawing functions share.
 * @typedef {object} Ctx
 * @property {View} v
 * @property {(key: string, args?: Record<string, unknown>) => string} t
 * @property {Binder} b
 * @property {Ui} ui
 * @property {(seat: number) => string} name
 * @property {Record<string, string>} abbr disc colour (or `any`) -> its letters
 */

/** @type {Colour[]} */
const COLOURS = ['black', 'brown', 'yellow'];
/** @type {DiscKind[]} */
const DISC_KINDS = [...COLOURS, 'grey'];
/** @type {Record<DiscKind, {fill: string, ink: string}>} */
const DISC = {
  black: { fill: '#232323', ink: '#fff' },
  brown: { fill: '#9a6232', ink: '#fff' },
  yellow: { fill: '#f2c94c', ink: '#000' },
  grey: { fill: '#b9bcc0', ink: '#000' },
};
const WATER = '#3d8bd4';
const WOOD = '#b07a3c';
const FOOD = '#e59a3a';
const THALER = '#d4af37';
const COAL = '#141414';
const LEVEL_FILL = ['#f3e6c4', '#e9d7a8', '#dcc48e', '#cfb176'];
/** The Pinge's coal between its wood slots, as in the default component table (the view does not
 * carry the table; only the first group can be told from it). */
const PINGE_GROUPS = [3, 2, 2];
/** @type {Record<Marker, number>} */
const MARKER_TILE = { rope: 14, wheelbarrow: 22, ladder: 23, winch: 25, lamp: 32, hammer: 33 };
/** @type {Record<Building, number>} */
const BUILDING_TILE = { barn: 12, charcoal_kiln: 15, coal_storage: 24, water_mill: 35 };
/** @type {Worker[]} */
const WORKERS = ['farmer', 'farmhand', 'mill', 'digger', 'hewer', 'haspel', 'winch'];

/** Where each legal action is drawn: elements claim notations; the rest go to the action bar. */
class Binder {
  /** @param {Ui} ui */
  constructor(ui) {
    this.ui = ui;
    this.all = [...ui.legal.keys()];
    this.prefix = (ui.prefix || '').toLowerCase();
    /** @type {Set<string>} actions with an element of their own */
    this.placed = new Set();
    /** @type {Set<string>} actions an element starts (a click puts their prefix in the box) */
    this.prefixed = new Set();
  }

  /** The legal actions that `pred` accepts.
   * @param {(action: string) => boolean} pred */
  find(pred) {
    return this.all.filter(pred);
  }

  /** Makes `el` the place of `actions` (legal notations): one action is taken by a click; several
   * share a prefix that a click puts in the notation box. A typed prefix narrows the list.
   * Elements with no legal action get `help` as their tooltip. Returns whether `el` is legal.
   * @param {Element} el
   * @param {string[]} actions
   * @param {string} [help]
   * @returns {boolean} */
  bind(el, actions, help = '') {
    let list = actions.filter((a) => this.ui.legal.has(a));
    if (this.prefix) {
      const narrowed = list.filter((a) => a.toLowerCase().startsWith(this.prefix));
      if (narrowed.length) list = narrowed;
    }
    if (list.length === 0) {
      if (help) tip(el, help);
      return false;
    }
    el.classList.add('legal');
    el.setAttribute('tabindex', '0');
    el.setAttribute('role', 'button');
    // The stylesheet outlines the "frame" of a legal element: its first shape.
    if (el instanceof SVGElement) {
      const frame = [...el.children].find((c) => c.tagName !== 'title');
      if (frame) frame.classList.add('frame');
    }
    /** @type {string} */
    let label;
    if (list.length === 1) {
      el.setAttribute('data-action', list[0]);
      this.placed.add(list[0]);
      label = this.ui.legal.get(list[0])?.text ?? '';
    } else {
      for (const a of list) this.prefixed.add(a);
      el.setAttribute('data-prefix', commonPrefix(list));
      label = list.map((a) => this.ui.legal.get(a)?.text).join('\n');
    }
    el.setAttribute('aria-label', label);
    tip(el, help ? `${label}\n\n${help}` : label);
    return true;
  }
}

/** The longest prefix of whole words shared by `list` (at least one word).
 * @param {string[]} list */
function commonPrefix(list) {
  const words = list.map((a) => a.split(' '));
  const out = [];
  for (let i = 0; words.every((w) => i < w.length - 1 && w[i] === words[0][i]); i++) out.push(words[0][i]);
  return out.length ? out.join(' ') : words[0][0];
}

/**
 * Draws a Haspelknecht state (board.js's `GameModule`).
 * @param {HTMLElement} root
 * @param {StateMessage} msg
 * @param {Ui} ui
 */
export function draw(root, msg, ui) {
  // app.js loads this module for `msg.game === 'haspelknecht'`, whose view is this game's
  // (types/haspelknecht.d.ts, generated from its JSON Schema): the one place it is taken on trust.
  const v = /** @type {View} */ (msg.view);
  /** @type {Ctx['t']} */
  const t = (k, a) => ui.t(k, a);
  const b = new Binder(ui);
  /** @param {number} s */
  const name = (s) => (ui.names && ui.names[s]) ?? t('seat-name', { n: s });
  /** @type {Ctx} */
  const ctx = { v, t, b, ui, name, abbr: Object.fromEntries([...COLOURS, 'any'].map((c) => [c, t(`hk-ui-abbr-${c}`)])) };

  root.classList.add('hk');
  const status = html('div', { class: 'hk-status' }, root);
  const bar = html('div', { class: 'hk-actions', role: 'group', 'aria-label': t('hk-web-actions') }, root);
  // The own farm first; except while discs are taken it comes before the pools and the board
  // (it is where the seat acts then), as in the terminal panel.
  const seats = v.players.map((p) => p.seat);
  const viewer = v.viewer !== null && v.viewer !== undefined ? v.viewer : null;
  if (viewer !== null) {
    seats.splice(seats.indexOf(viewer), 1);
    seats.unshift(viewer);
  }
  const farmsFirst = viewer !== null && v.phase.name !== 'take_discs' && v.phase.name !== 'over';
  const shared = html('div', { class: 'hk-row' });
  const farms = seats.map((s) => {
    const div = html('div', { class: 'hk-farm', 'data-seat': s });
    drawFarm(div, v.players[s], ctx);
    return div;
  });
  drawPools(html('div', { class: 'hk-panel hk-pools' }, shared), ctx);
  drawBoard(html('div', { class: 'hk-panel hk-board' }, shared), ctx);
  if (farmsFirst) root.append(farms[0], shared, ...farms.slice(1));
  else root.append(shared, ...farms);
  drawStatus(status, ctx);
  drawBar(bar, ctx);
  addStyle();
}

// ---------------------------------------------------------------------------------------------
// Status line and action bar (HTML)

/** The seat the phase waits for (`null`: none, or every seat at once while planning).
 * @param {View['phase']} ph */
function phaseSeat(ph) {
  return 'seat' in ph ? ph.seat ?? null : null;
}

/** @param {Ctx} ctx */
function phaseText(ctx) {
  const { v, t, name } = ctx;
  const ph = v.phase;
  const moving = phaseSeat(ph);
  const seat = moving !== null ? name(moving) : '';
  switch (ph.name) {
    case 'take_discs': return t('hk-ui-phase-take', { step: ph.step, seat });
    case 'first_year_water': return t('hk-ui-phase-first-year-water', { seat });
    case 'planning': return seat ? t('hk-ui-phase-planning-seat', { seat }) : t('hk-ui-phase-planning');
    case 'execution': return t('hk-ui-phase-execution', { seat });
    case 'winter_kiln': return t('hk-ui-phase-winter-kiln', { seat });
    case 'winter_rent': return t('hk-ui-phase-winter-rent', { seat });
    case 'winter_storage': return t('hk-ui-phase-winter-storage', { seat });
    default: return t('hk-ui-phase-over');
  }
}

/** @param {HTMLElement} div @param {Ctx} ctx */
function drawStatus(div, ctx) {
  const { v, t, name } = ctx;
  html('strong', { class: 'hk-year' }, div, t('hk-ui-header', { year: v.year, season: t(`hk-season-${v.season}`) }));
  html('span', { class: 'hk-phase' }, div, phaseText(ctx));
  const order = html('span', { class: 'hk-order', title: t('hk-help-year-turn-order') }, div);
  html('span', { class: 'hk-label' }, order, t('hk-web-turn-order'));
  v.order.forEach((s, i) => {
    const chip = html('span', { class: 'hk-seat-chip', style: `--seat:${SEAT_COLOURS[s]}` }, order, `${i + 1}. ${name(s)}`);
    if (phaseSeat(v.phase) === s || (v.players[s] && v.players[s].planning)) chip.classList.add('hk-moving');
  });
  const ph = v.phase;
  if (ph.name === 'execution') {
    const ex = html('div', { class: 'hk-exec' }, div);
    if (ph.active) {
      // An own worker shows its actions once its work has begun (0 before it chose).
      const worker = t(`hk-worker-${ph.active.worker}`);
      html('span', {}, ex, ph.active.work || ph.active.steps
        ? t('hk-web-acting', { worker, steps: ph.active.steps })
        : t('hk-web-acting-new', { worker }));
      if (ph.active.work) html('span', {}, ex, ` · ${t(`hk-work-${ph.active.work}`)}`);
    } else html('span', {}, ex, t('hk-ui-acting-none'));
    if (ph.to_activate.length) {
      html('span', {}, ex, ` · ${t('hk-web-to-activate')} ${ph.to_activate.map((w) => t(`hk-worker-${w}`)).join(', ')}`);
    }
    if (ph.first_own_work) html('span', {}, ex, ` · ${t('hk-web-first-work', { work: t(`hk-work-${ph.first_own_work}`) })}`);
    if (ph.choice) {
      html('div', { class: 'hk-choice' }, ex, t('hk-ui-choice', { tile: ph.choice.tile, name: t(`hk-tile-${ph.choice.tile}`) }));
    }
  }
}

/** @param {HTMLElement} div @param {Ctx} ctx */
function drawBar(div, ctx) {
  const { b, ui } = ctx;
  // Actions without an element; with a prefix typed, also the completions that have none.
  const rest = b.all.filter((a) => !b.placed.has(a) && (b.prefix ? a.toLowerCase().startsWith(b.prefix) : !b.prefixed.has(a)));
  for (const a of rest) {
    const entry = ui.legal.get(a);
    if (!entry) continue;
    const btn = html('button', {
      type: 'button', class: 'legal hk-button', 'data-action': a, title: entry.text, 'aria-label': entry.text,
    }, div);
    html('span', { class: 'hk-button-text' }, btn, entry.text);
    html('code', {}, btn, a);
  }
  if (!rest.length) div.remove();
}

// ---------------------------------------------------------------------------------------------
// Small pieces

/** An action disc with its colour's letters (colour-blind players).
 * @param {Element} parent @param {number} x @param {number} y @param {number} r @param {DiscKind} colour
 * @param {Ctx} ctx @param {boolean} [named] */
function disc(parent, x, y, r, colour, ctx, named = true) {
  const c = DISC[colour];
  const g = svg('g', { class: `hk-disc hk-disc-${colour}` }, parent);
  svg('circle', { cx: x, cy: y, r, fill: c.fill, stroke: '#000', 'stroke-width': 0.8 }, g);
  text(g, x, y + r * 0.36, ctx.abbr[colour === 'grey' ? 'any' : colour], { 'text-anchor': 'middle', 'font-size': r * (colour === 'grey' ? 0.75 : 0.95), fill: c.ink, 'font-weight': 'bold' });
  if (named) tip(g, ctx.t(colour === 'grey' ? 'hk-colour-any' : `hk-colour-${colour}`));
  return g;
}

/** A coal cube.
 * @param {Element} parent @param {number} x @param {number} y @param {number} s @param {string} [title] */
function coal(parent, x, y, s, title) {
  const g = svg('g', { class: 'hk-coal' }, parent);
  svg('rect', { x: x - s / 2, y: y - s / 2, width: s, height: s, rx: s * 0.18, fill: COAL, stroke: '#555', 'stroke-width': 0.8 }, g);
  svg('path', { d: `M${x - s / 4} ${y - s / 4}l${s / 5} ${-s / 10}`, stroke: '#777', 'stroke-width': 1 }, g);
  if (title) tip(g, title);
  return g;
}

/** A drop of water.
 * @param {Element} parent @param {number} x @param {number} y @param {number} s @param {string} [title] */
function drop(parent, x, y, s, title) {
  const g = svg('g', { class: 'hk-water' }, parent);
  svg('path', {
    d: `M${x} ${y - s}C${x + s * 0.9} ${y} ${x + s * 0.7} ${y + s * 0.8} ${x} ${y + s * 0.8}C${x - s * 0.7} ${y + s * 0.8} ${x - s * 0.9} ${y} ${x} ${y - s}Z`,
    fill: WATER, stroke: '#1d4f80', 'stroke-width': 0.7,
  }, g);
  if (title) tip(g, title);
  return g;
}

/** A piece of wood.
 * @param {Element} parent @param {number} x @param {number} y @param {number} w @param {number} h @param {string} [title] */
function woodLog(parent, x, y, w, h, title) {
  const g = svg('g', { class: 'hk-wood' }, parent);
  svg('rect', { x: x - w / 2, y: y - h / 2, width: w, height: h, rx: Math.min(w, h) / 2, fill: WOOD, stroke: '#5b3a17', 'stroke-width': 0.8 }, g);
  if (title) tip(g, title);
  return g;
}

/** A transparent rectangle that makes the gaps of a group clickable.
 * @param {Element} g @param {number} x @param {number} y @param {number} width @param {number} height */
function hit(g, x, y, width, height) {
  return svg('rect', { x, y, width, height, fill: 'transparent', class: 'hk-hit' }, g);
}

/** A resource icon: coal, wood, food, thaler, debt, vp.
 * @param {Element} parent @param {IconKind} kind @param {number} x @param {number} y @param {number} s */
function icon(parent, kind, x, y, s) {
  switch (kind) {
    case 'coal': return coal(parent, x, y, s);
    case 'wood': return woodLog(parent, x, y, s * 1.3, s * 0.6);
    case 'food': {
      const g = svg('g', {}, parent);
      svg('ellipse', { cx: x, cy: y, rx: s * 0.6, ry: s * 0.42, fill: FOOD, stroke: '#7a4a12', 'stroke-width': 0.8 }, g);
      svg('path', { d: `M${x - s * 0.3} ${y - s * 0.1}h${s * 0.6}M${x - s * 0.2} ${y + s * 0.12}h${s * 0.4}`, stroke: '#7a4a12', 'stroke-width': 0.8 }, g);
      return g;
    }
    case 'thaler': {
      const g = svg('g', {}, parent);
      svg('circle', { cx: x, cy: y, r: s * 0.5, fill: THALER, stroke: '#7a5c00', 'stroke-width': 0.8 }, g);
      text(g, x, y + s * 0.2, 'T', { 'text-anchor': 'middle', 'font-size': s * 0.6, 'font-weight': 'bold', fill: '#5a4300' });
      return g;
    }
    case 'debt': {
      const g = svg('g', {}, parent);
      svg('rect', { x: x - s * 0.45, y: y - s * 0.5, width: s * 0.9, height: s, fill: '#f7f2e8', stroke: '#a33', 'stroke-width': 1 }, g);
      text(g, x, y + s * 0.25, '!', { 'text-anchor': 'middle', 'font-size': s * 0.8, 'font-weight': 'bold', fill: '#a33' });
      return g;
    }
    case 'water': return drop(parent, x, y, s * 0.55);
    default: {
      const g = svg('g', {}, parent);
      svg('path', { d: star(x, y, s * 0.55, s * 0.25), fill: '#5b8c3a', stroke: '#2d4a1c', 'stroke-width': 0.7 }, g);
      return g;
    }
  }
}

/** A star's path: points at radius `r1`, dents at `r2`.
 * @param {number} x @param {number} y @param {number} r1 @param {number} r2 */
function star(x, y, r1, r2) {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? r2 : r1;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    d += `${i ? 'L' : 'M'}${(x + r * Math.cos(a)).toFixed(1)} ${(y + r * Math.sin(a)).toFixed(1)}`;
  }
  return `${d}Z`;
}

/** A worker figure (a meeple) of height `h` with its feet at (x, y).
 * @param {Element} parent @param {number} x @param {number} y @param {number} h @param {string} fill */
function meeple(parent, x, y, h, fill) {
  const s = h / 20;
  const g = svg('g', {}, parent);
  svg('circle', { cx: x, cy: y - 16.5 * s, r: 3.6 * s, fill, stroke: '#222', 'stroke-width': 1 }, g);
  const d = `M${x - 3 * s} ${y - 13 * s}h${6 * s}l${5 * s} ${4 * s}l${-1.5 * s} ${2 * s}l${-3.5 * s} ${-1.5 * s}l${2.5 * s} ${8.5 * s}h${-4 * s}l${-1.5 * s} ${-4 * s}l${-1.5 * s} ${4 * s}h${-4 * s}l${2.5 * s} ${-8.5 * s}l${-3.5 * s} ${1.5 * s}l${-1.5 * s} ${-2 * s}Z`;
  svg('path', { d, fill, stroke: '#222', 'stroke-width': 1, 'stroke-linejoin': 'round' }, g);
  return g;
}

/** A row of discs per colour (`counts`: {black, brown, yellow[, grey]}), left to right from x.
 * @param {Element} parent @param {number} x @param {number} y @param {number} r
 * @param {Partial<Record<DiscKind, number>>} counts @param {Ctx} ctx @param {number} [gap] */
function discRow(parent, x, y, r, counts, ctx, gap = 1.2) {
  let cx = x;
  for (const c of DISC_KINDS) {
    for (let i = 0; i < (counts[c] || 0); i++) {
      disc(parent, cx + r, y, r, c, ctx);
      cx += 2 * r + gap;
    }
  }
  return cx;
}

// ---------------------------------------------------------------------------------------------
// Action pools

/** @param {HTMLElement} div @param {Ctx} ctx */
function drawPools(div, ctx) {
  const { v, t, b } = ctx;
  const W = 300;
  const rowH = 96;
  const H = 30 + v.pools.length * rowH + 36;
  const s = canvas(div, W, H, t('hk-area-pools'));
  text(s, 8, 20, t('hk-area-pools'), { class: 'hk-title' });
  tip(svg('rect', { x: 0, y: 0, width: W, height: 26, fill: 'transparent' }, s), t('hk-help-area-pools'));
  const lampPrefix = b.prefix.startsWith('lamp ');
  v.pools.forEach((p, i) => {
    const y0 = 30 + i * rowH;
    svg('rect', { x: 4, y: y0, width: W - 8, height: rowH - 6, rx: 10, fill: '#efe8da', stroke: '#8c7b5a' }, s);
    svg('circle', { cx: 24, cy: y0 + 22, r: 13, fill: '#5a4a32' }, s);
    text(s, 24, y0 + 27, String(p.pool), { 'text-anchor': 'middle', 'font-size': 14, fill: '#fff', 'font-weight': 'bold' });
    if (p.water) {
      const w = drop(s, 24, y0 + 56, 10, t('hk-web-water-pool'));
      w.classList.add('hk-water-pool');
    }
    // The action pool: one clickable group per colour.
    text(s, 46, y0 + 14, t('hk-web-action-pool'), { 'font-size': 10, fill: '#5a4a32' });
    let x = 46;
    for (const c of COLOURS) {
      const n = p.action[c];
      if (!n) continue;
      const g = svg('g', { class: 'hk-pool-group' }, s);
      const r = 9;
      const w = n * (2 * r + 1) + 4;
      svg('rect', { x: x - 2, y: y0 + 19, width: w, height: 2 * r + 6, rx: r + 3, fill: 'transparent', class: 'hk-hit' }, g);
      for (let k = 0; k < n; k++) disc(g, x + r + k * (2 * r + 1), y0 + 22 + r, r, c, ctx, false);
      const takes = b.find((a) => a.startsWith(`take ${p.pool} ${c} `));
      const lamps = lampPrefix ? b.find((a) => a.startsWith(`lamp ${p.pool} `) && a.endsWith(` ${c}`)) : [];
      b.bind(g, [...takes, ...lamps], t('hk-web-pool-colour', { count: n, colour: t(`hk-colour-${c}`) }));
      x += w + 4;
    }
    // The reserve pool (the oil lamp swaps one of its discs).
    text(s, 46, y0 + 60, t('hk-ui-reserve'), { 'font-size': 10, fill: '#5a4a32' });
    x = 46;
    for (const c of COLOURS) {
      const n = p.reserve[c];
      if (!n) continue;
      const g = svg('g', { class: 'hk-pool-group' }, s);
      const r = 7;
      const w = n * (2 * r + 1) + 4;
      svg('rect', { x: x - 2, y: y0 + 64, width: w, height: 2 * r + 4, rx: r + 2, fill: 'transparent', class: 'hk-hit' }, g);
      for (let k = 0; k < n; k++) disc(g, x + r + k * (2 * r + 1), y0 + 66 + r, r, c, ctx, false);
      b.bind(g, b.find((a) => a.startsWith(`lamp ${p.pool} ${c} `)), t('hk-web-reserve-colour', { count: n, colour: t(`hk-colour-${c}`) }));
      x += w + 4;
    }
  });
  const yb = 30 + v.pools.length * rowH + 14;
  const bag = svg('g', {}, s);
  const label = text(bag, 8, yb + 4, t('hk-ui-bag'), { 'font-size': 11, fill: '#333' });
  // The discs start right of the word (Woreczek, Мешочек).
  let x = Math.max(60, 8 + textWidth(label.textContent || '', 11) + 14);
  for (const c of COLOURS) {
    disc(bag, x, yb, 8, c, ctx);
    text(bag, x + 12, yb + 4, `×${v.bag[c]}`, { 'font-size': 11 });
    x += 50;
  }
  tip(bag, t('hk-web-bag'));
}

// ---------------------------------------------------------------------------------------------
// Development board

/** `s` cut to `n` characters.
 * @param {string} s @param {number} n */
function clip(s, n) {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/** A short effect text on at most two lines of about 22 characters.
 * @param {string} s */
function effectLines(s) {
  if (s.length <= 22) return [s];
  const cut = s.lastIndexOf(' ', 22);
  const at = cut > 6 ? cut : 22;
  return [s.slice(0, at).trim(), clip(s.slice(at).trim(), 22)];
}

/** @param {HTMLElement} div @param {Ctx} ctx */
function drawBoard(div, ctx) {
  const { v, t, b, name } = ctx;
  const R = 58;
  const HW = (Math.sqrt(3) * R) / 2; // half the width of a hex
  const maxX2 = Math.max(...v.board.map((tl) => tl.x2));
  const W = (maxX2 + 2) * HW + 16;
  const H = 30 + 4 * 1.5 * R + 0.5 * R + 14;
  const s = canvas(div, W, H, t('hk-area-board'));
  div.style.maxWidth = `${Math.round(W * 1.3)}px`; // more tiles in a row (3 or 4 players): more room
  text(s, 8, 20, t('hk-area-board'), { class: 'hk-title' });
  tip(svg('rect', { x: 0, y: 0, width: W, height: 26, fill: 'transparent' }, s), t('hk-help-area-board'));
  const me = v.viewer !== null && v.viewer !== undefined ? v.players[v.viewer] : null;
  for (const tl of v.board) {
    const cx = 8 + HW + tl.x2 * HW;
    const cy = 30 + R + (tl.level - 1) * 1.5 * R;
    const g = svg('g', { class: 'hk-tile', 'data-tile': tl.tile }, s);
    const pts = [];
    for (let k = 0; k < 6; k++) {
      const a = Math.PI / 6 + (k * Math.PI) / 3;
      pts.push(`${(cx + (R - 1.5) * Math.cos(a)).toFixed(1)},${(cy + (R - 1.5) * Math.sin(a)).toFixed(1)}`);
    }
    let stroke = '#6b5a3a';
    let sw = 1.2;
    if (me && me.tiles.includes(tl.tile)) { stroke = SEAT_COLOURS[me.seat]; sw = 3.5; }
    const choosing = v.phase.name === 'execution' && v.phase.choice && v.phase.choice.tile === tl.tile;
    if (choosing) { stroke = '#7a2a7a'; sw = 4; g.classList.add('hk-choosing'); }
    svg('polygon', { points: pts.join(' '), fill: LEVEL_FILL[tl.level - 1], stroke, 'stroke-width': sw }, g);
    text(g, cx - 30, cy - 29, String(tl.tile), { 'font-size': 13, 'font-weight': 'bold' });
    symbol(g, tl.symbol, cx + 26, cy - 33, ctx);
    const full = t(`hk-tile-${tl.tile}`);
    text(g, cx, cy - 16, clip(full, 17), { 'text-anchor': 'middle', 'font-size': 10 });
    // Its effect in short (the whole text is in the tooltip), on two lines.
    effectLines(t(`hk-ui-tile-${tl.tile}`)).forEach((line, k) => {
      text(g, cx, cy - 5 + k * 9, line, { 'text-anchor': 'middle', 'font-size': 7.5, fill: '#4a3a22' });
    });
    // The cost: coloured discs and grey "any colour" discs.
    const n = (tl.cost.black ?? 0) + (tl.cost.brown ?? 0) + (tl.cost.yellow ?? 0) + (tl.cost.grey ?? 0);
    const r = 6.2;
    discRow(g, cx - (n * (2 * r + 1)) / 2, cy + 17, r, tl.cost, ctx, 1);
    // Owners, bottom to top (the last one receives the fee), and the VP of the next buyer.
    tl.owners.forEach((o, k) => {
      const ox = cx - 34 + k * 13;
      svg('circle', { cx: ox, cy: cy + 33, r: 6, fill: SEAT_COLOURS[o], stroke: '#000', 'stroke-width': 0.7 }, g);
      text(g, ox, cy + 36.5, String(o + 1), { 'text-anchor': 'middle', 'font-size': 8, fill: '#fff', 'font-weight': 'bold' });
    });
    if (tl.next_vp > 0) {
      svg('path', { d: star(cx + 28, cy + 33, 9, 4.2), fill: '#5b8c3a' }, g);
      text(g, cx + 28, cy + 36.5, String(tl.next_vp), { 'text-anchor': 'middle', 'font-size': 8.5, fill: '#fff', 'font-weight': 'bold' });
    }
    // ✓ when this seat may buy it without a fee; else what a buyer not adjacent to an own tile
    // pays the top owner.
    if (me && me.buy_without_fee.includes(tl.tile)) {
      text(g, cx, cy + 50, '✓', { 'text-anchor': 'middle', 'font-size': 12, fill: '#1e7a34', 'font-weight': 'bold' });
    } else if (tl.fee.length && tl.owners.length) {
      tl.fee.forEach((f, k) => icon(g, f, cx - (tl.fee.length - 1) * 4.5 + k * 9, cy + 46, 7));
    }
    const owners = tl.owners.length ? tl.owners.map(name).join(', ') : t('hk-none');
    const help = [
      `${tl.tile} ${full}`,
      t(`hk-tile-${tl.tile}-effect`),
      t(`hk-fee-level-${tl.level}`),
      t('hk-web-tile-owners', { owners, vp: tl.next_vp }),
    ].join('\n');
    b.bind(g, b.find((a) => a === `acquire ${tl.tile}` || a.startsWith(`acquire ${tl.tile} `)), help);
  }
}

/** A development tile's symbol.
 * @param {SVGElement} g @param {TileView['symbol']} sym @param {number} x @param {number} y @param {Ctx} ctx */
function symbol(g, sym, x, y, ctx) {
  if (sym === 'none') return;
  const e = svg('g', {}, g);
  svg('circle', { cx: x, cy: y, r: 7.5, fill: '#fff8e6', stroke: '#6b5a3a', 'stroke-width': 0.8 }, e);
  if (sym === 'fork') {
    svg('path', { d: `M${x} ${y + 5}v-8M${x - 3} ${y - 5}v3q0 2 3 2q3 0 3 -2v-3M${x} ${y - 5}v2`, stroke: '#3a2a12', 'stroke-width': 1.2, fill: 'none' }, e);
  } else if (sym === 'hammer') {
    svg('path', { d: `M${x - 4} ${y + 4}l8 -8M${x + 4} ${y + 4}l-8 -8M${x - 6} ${y - 2}l4 -4M${x + 6} ${y - 2}l-4 -4`, stroke: '#3a2a12', 'stroke-width': 1.4, fill: 'none' }, e);
  } else if (sym === 'building') {
    svg('path', { d: `M${x - 4.5} ${y + 4}v-5l4.5 -4l4.5 4v5Z`, fill: '#a04a2a', stroke: '#3a2a12', 'stroke-width': 0.8 }, e);
  }
  tip(e, `${ctx.t('hk-web-symbol')}: ${ctx.t(`hk-symbol-${sym}`)}`);
}

// ---------------------------------------------------------------------------------------------
// A farm: resources, mine (Pinge, shaft, tunnel), workers with their plan, carts, markers,
// buildings and tiles.

/** @param {HTMLElement} div @param {PlayerView} p @param {Ctx} ctx */
function drawFarm(div, p, ctx) {
  const { v, t, name } = ctx;
  // In a replay the view shown is one seat's, not the reader's: nobody is "you".
  const you = v.viewer === p.seat && !ctx.ui.replay;
  if (phaseSeat(v.phase) === p.seat || p.planning) div.classList.add('hk-farm-moving');
  const head = html('div', { class: 'hk-farm-head', style: `--seat:${SEAT_COLOURS[p.seat]}` }, div);
  html('span', { class: 'hk-seat-dot' }, head, String(p.seat + 1));
  html('strong', {}, head, you ? `${name(p.seat)} ${t('hk-ui-you')}` : name(p.seat));
  html('span', { class: 'hk-vp', title: t('hk-web-vp-help') }, head, t('hk-ui-vp', { vp: p.vp }));
  html('span', { class: 'hk-mined', title: t('hk-help-year-tie-break') }, head, t('hk-ui-coal-mined', { coal: p.coal_mined }));
  if (p.planning) html('span', { class: 'hk-planning' }, head, t('hk-ui-planning'));
  const row = html('div', { class: 'hk-row' }, div);
  drawMine(html('div', { class: 'hk-panel hk-mine' }, row), p, ctx);
  drawWorkers(html('div', { class: 'hk-panel hk-workers' }, row), p, ctx);
}

/** @param {HTMLElement} div @param {PlayerView} p @param {Ctx} ctx */
function drawMine(div, p, ctx) {
  const { t, b, v } = ctx;
  const W = 420;
  const H = 250;
  const s = canvas(div, W, H, `${t('hk-place-farm')} ${ctx.name(p.seat)}`);
  const yours = v.viewer === p.seat;
  // Resources on the farm.
  /** @type {[IconKind, number, string][]} */
  const res = [
    ['coal', p.coal, 'hk-res-coal'], ['wood', p.wood, 'hk-res-wood'], ['food', p.food, 'hk-res-food'],
    ['thaler', p.thaler, 'hk-web-thaler'], ['debt', p.debt, 'hk-web-debt'],
  ];
  const farm = svg('g', {}, s);
  svg('rect', { x: 2, y: 2, width: W - 4, height: 34, rx: 8, fill: '#e4efd6', stroke: '#7a9a5a' }, farm);
  res.forEach(([kind, n, key], i) => {
    const x = 24 + i * 80;
    const g = svg('g', { class: `hk-res hk-res-${kind}` }, farm);
    hit(g, x - 12, 7, 64, 24);
    icon(g, kind, x, 19, 16);
    text(g, x + 14, 24, String(n), { 'font-size': 14, 'font-weight': 'bold' });
    tip(g, `${t(key)}: ${n}`);
    if (yours && ['food', 'thaler'].includes(kind)) bindToken(g, kind, ctx);
  });
  tip(svg('rect', { x: W - 26, y: 8, width: 20, height: 20, fill: 'transparent' }, farm), t('hk-help-area-farm'));

  // The shaft: on the left, from the surface down to the tunnel, with its coal and pit water.
  const top = 46;
  const sx = 8;
  const shaft = svg('g', { class: 'hk-shaft' }, s);
  svg('rect', { x: sx, y: top + 4, width: 40, height: 192, fill: '#6e6256', stroke: '#3a322a' }, shaft);
  svg('path', { d: `M${sx - 3} ${top + 4}h46M${sx + 4} ${top + 4}l16 -9l16 9`, stroke: '#4a3a2a', 'stroke-width': 3, fill: 'none' }, shaft);
  text(shaft, sx + 20, top + 18, t('hk-place-shaft'), { 'text-anchor': 'middle', 'font-size': 9.5, fill: '#fff' });
  tip(shaft, t('hk-help-area-shaft'));
  const shaftCoal = svg('g', { class: 'hk-shaft-coal' }, s);
  if (p.shaft.coal) hit(shaftCoal, sx + 2, top + 24, 36, Math.ceil(p.shaft.coal / 2) * 18);
  for (let k = 0; k < p.shaft.coal; k++) coal(shaftCoal, sx + 11 + (k % 2) * 18, top + 32 + Math.floor(k / 2) * 18, 14);
  if (p.shaft.coal) {
    const help = t('hk-ui-shaft', { coal: p.shaft.coal });
    if (!(yours && b.bind(shaftCoal, b.find((a) => a === 'haul'), help))) tip(shaftCoal, help);
  }
  if (p.shaft.water) {
    let warn = '';
    if (p.shaft.water >= 5) warn = t('hk-ui-shaft-flooded');
    else if (p.shaft.water >= 2) warn = t('hk-ui-shaft-no-hoist');
    const g = svg('g', { class: 'hk-pit-water hk-shaft-water' }, s);
    hit(g, sx + 2, top + 176 - Math.floor((p.shaft.water - 1) / 3) * 15, 36, Math.ceil(p.shaft.water / 3) * 15 + 4);
    for (let k = 0; k < p.shaft.water; k++) drop(g, sx + 9 + (k % 3) * 11, top + 186 - Math.floor(k / 3) * 15, 5.5);
    const label = `${t('hk-ui-water', { water: p.shaft.water })} ${warn}`;
    if (!(yours && p.pinge.exhausted && b.bind(g, b.find((a) => a === 'drain' || a === 'return-water'), label))) tip(g, label);
  }

  // The Pinge: a pit with 7 coal in groups between 2 wood slots, its pit water at the bottom.
  const px = 56;
  const pinge = svg('g', { class: 'hk-pinge' }, s);
  svg('path', { d: `M${px} ${top}h240l-16 90h-208Z`, fill: p.pinge.exhausted ? '#d8d2c6' : '#c9a77c', stroke: '#6b4e2a' }, pinge);
  text(pinge, px + 8, top + 14, t('hk-place-pinge'), { 'font-size': 11, 'font-weight': 'bold' });
  tip(pinge, t('hk-help-area-pinge'));
  if (p.pinge.exhausted) {
    text(s, px + 120, top + 52, t('hk-web-exhausted'), { 'text-anchor': 'middle', 'font-size': 12, fill: '#555' });
  } else {
    const mined = 7 - p.pinge.coal;
    let pos = 0;
    let x = px + 18;
    /** @type {SVGGElement | null} */
    let next = null;
    PINGE_GROUPS.forEach((n, gi) => {
      if (gi > 0) {
        // Wood slots fill left to right; the first empty one takes the next wood.
        const slot = svg('g', { class: 'hk-wood-slot' }, s);
        const filled = p.pinge.wood >= gi;
        svg('rect', { x: x - 1, y: top + 20, width: 12, height: 50, rx: 3, fill: filled ? WOOD : '#e3d2b4', stroke: '#5b3a17', 'stroke-dasharray': filled ? null : '3 2' }, slot);
        const help = t(filled ? 'hk-web-wood-slot-filled' : 'hk-web-wood-slot-empty');
        if (!(yours && !filled && gi === p.pinge.wood + 1 && b.bind(slot, b.find((a) => a === 'wood pinge'), help))) tip(slot, help);
        x += 18;
      }
      for (let k = 0; k < n; k++) {
        const blocked = gi > p.pinge.wood;
        if (pos < mined) {
          svg('rect', { x, y: top + 37, width: 18, height: 18, rx: 3, fill: 'none', stroke: '#8a6a44', 'stroke-dasharray': '2 2' }, s);
        } else {
          const c = coal(s, x + 9, top + 46, 18, t(blocked ? 'hk-web-coal-blocked' : 'hk-web-coal-open'));
          if (blocked) c.setAttribute('opacity', '0.45');
          if (!next) next = c;
        }
        pos++;
        x += 23;
      }
    });
    if (next && yours) b.bind(next, b.find((a) => a === 'mine'), t('hk-web-coal-open'));
    waterRow(s, px + 24, top + 80, p.pinge.water, t('hk-ui-water', { water: p.pinge.water }), p.pinge.water >= 2 ? t('hk-ui-pinge-flooded') : '', yours ? b.find((a) => a === 'drain' || a === 'return-water') : [], ctx);
  }

  // Carts: discs of the first and the second take (cart 1 sets the turn order).
  /** @type {['cart1' | 'cart2', number][]} */
  const carts = [['cart1', 1], ['cart2', 2]];
  carts.forEach(([key, n], i) => {
    const g = svg('g', { class: 'hk-cart' }, s);
    const x0 = 304;
    const y0 = top + 4 + i * 46;
    svg('path', { d: `M${x0} ${y0 + 12}h110l-7 20h-96Z`, fill: '#7b6a55', stroke: '#3a322a' }, g);
    svg('circle', { cx: x0 + 24, cy: y0 + 34, r: 4.5, fill: '#333' }, g);
    svg('circle', { cx: x0 + 88, cy: y0 + 34, r: 4.5, fill: '#333' }, g);
    text(g, x0 + 2, y0 + 8, t('hk-web-cart', { n }), { 'font-size': 9.5 });
    tip(g, t('hk-help-area-carts'));
    let x = x0 + 6;
    for (const c of COLOURS) {
      for (let k = 0; k < p[key][c]; k++) {
        const d = disc(s, x + 9, y0 + 21, 9, c, ctx);
        if (yours) bindToken(d, c, ctx);
        x += 19;
      }
    }
  });

  // The tunnel: 7 sections from the shaft inwards, each with its wood slot on its left.
  const ty = 152;
  const tx = sx + 40;
  const tunnel = svg('g', { class: 'hk-tunnel' }, s);
  text(tunnel, tx + 4, ty - 5, t('hk-ui-tunnel', { mined: p.tunnel.mined, wood: p.tunnel.wood }), { 'font-size': 10.5 });
  svg('rect', { x: tx, y: ty, width: W - tx - 4, height: 86, fill: '#8f7f6a', stroke: '#3a322a' }, tunnel);
  tip(tunnel, t('hk-help-area-tunnel'));
  const secW = (W - tx - 6) / 7;
  /** @type {SVGGElement | null} */
  let nextTunnelCoal = null;
  p.tunnel.sections.forEach((sec, i) => {
    const x0 = tx + 2 + i * secW;
    const g = svg('g', { class: 'hk-section' }, s);
    svg('rect', { x: x0 + 8, y: ty + 3, width: secW - 9, height: 80, rx: 2, fill: sec.complete ? '#b8d8b0' : sec.reachable ? '#e6dcae' : '#a99a84', stroke: '#3a322a', 'stroke-width': 0.6 }, g);
    const mid = x0 + 8 + (secW - 9) / 2;
    text(g, mid, ty + 14, String(sec.section), { 'text-anchor': 'middle', 'font-size': 9, fill: '#222' });
    for (let k = 0; k < sec.coal; k++) {
      const cx = mid + (sec.coal === 1 ? 0 : k === 0 ? -9 : 9);
      if (k < sec.coal - sec.coal_left) svg('rect', { x: cx - 7.5, y: ty + 23, width: 15, height: 15, rx: 2, fill: 'none', stroke: '#555', 'stroke-dasharray': '2 2' }, g);
      else {
        const c = coal(g, cx, ty + 30.5, 15);
        if (!nextTunnelCoal) nextTunnelCoal = c;
      }
    }
    // Bonus symbols (wheelbarrow, oil lamp, mine cart) and the VP of a completed section.
    /** @type {[boolean, string, 'wheelbarrow' | 'lamp' | 'cart'][]} */
    const symbols = [[sec.wheelbarrow, 'hk-marker-wheelbarrow', 'wheelbarrow'], [sec.lamp, 'hk-marker-lamp', 'lamp'], [sec.cart, 'hk-tile-42', 'cart']];
    const marks = symbols.filter((m) => m[0]);
    marks.forEach(([, key, kind], k) => {
      const m = svg('g', {}, g);
      sectionSymbol(m, kind, mid - (marks.length - 1) * 8 + k * 16, ty + 54);
      tip(m, t(key));
    });
    svg('path', { d: star(mid, ty + 72, 8, 3.8), fill: '#5b8c3a' }, g);
    text(g, mid, ty + 75.5, String(sec.vp), { 'text-anchor': 'middle', 'font-size': 8, fill: '#fff', 'font-weight': 'bold' });
    tip(g, t('hk-web-section', { section: sec.section, coal: sec.coal_left, vp: sec.vp }) +
      (sec.complete ? `\n${t('hk-web-section-complete')}` : sec.reachable ? `\n${t('hk-web-section-reachable')}` : ''));
    // The wood slot before the section.
    const slot = svg('g', { class: 'hk-wood-slot' }, s);
    svg('rect', { x: x0 + 1, y: ty + 5, width: 6, height: 76, rx: 2, fill: sec.wood ? WOOD : '#d9d0c0', stroke: '#5b3a17', 'stroke-width': 0.6, 'stroke-dasharray': sec.wood ? null : '2 2' }, slot);
    const help = t(sec.wood ? 'hk-web-wood-slot-filled' : 'hk-web-wood-slot-empty');
    if (yours && !sec.wood && i === p.tunnel.wood) {
      svg('rect', { x: x0 - 3, y: ty + 3, width: 14, height: 80, fill: 'transparent', class: 'hk-hit' }, slot);
      if (!b.bind(slot, b.find((a) => a === 'wood tunnel'), help)) tip(slot, help);
    } else tip(slot, help);
  });
  if (yours && p.pinge.exhausted && nextTunnelCoal) b.bind(nextTunnelCoal, b.find((a) => a === 'mine'), '');
}

/** A tunnel section's bonus symbol.
 * @param {SVGElement} g @param {'wheelbarrow' | 'lamp' | 'cart'} kind @param {number} x @param {number} y */
function sectionSymbol(g, kind, x, y) {
  svg('circle', { cx: x, cy: y, r: 7, fill: '#fff8e6', stroke: '#6b5a3a', 'stroke-width': 0.6 }, g);
  if (kind === 'wheelbarrow') {
    svg('path', { d: `M${x - 5} ${y - 2}h7l2 3h-7ZM${x + 4} ${y + 1}l2 -4`, fill: '#6b4e2a', stroke: '#3a2a12', 'stroke-width': 0.7 }, g);
    svg('circle', { cx: x - 1, cy: y + 3, r: 1.6, fill: '#3a2a12' }, g);
  } else if (kind === 'lamp') {
    svg('path', { d: `M${x - 3} ${y + 4}h6l-1 -5h-4ZM${x} ${y - 1}v-2`, fill: '#d4af37', stroke: '#3a2a12', 'stroke-width': 0.7 }, g);
    svg('path', { d: `M${x} ${y - 3}q-1.5 -2 0 -3.5q1.5 1.5 0 3.5`, fill: '#e07b00' }, g);
  } else {
    svg('path', { d: `M${x - 5} ${y - 3}h10l-1.5 5h-7Z`, fill: '#777', stroke: '#222', 'stroke-width': 0.7 }, g);
    svg('circle', { cx: x - 2.5, cy: y + 3.5, r: 1.5, fill: '#222' }, g);
    svg('circle', { cx: x + 2.5, cy: y + 3.5, r: 1.5, fill: '#222' }, g);
  }
}

/** Pit water as drops in a row; `actions` are the legal actions its click takes.
 * @param {SVGElement} s @param {number} x @param {number} y @param {number} n @param {string} title
 * @param {string} warn @param {string[]} actions @param {Ctx} ctx */
function waterRow(s, x, y, n, title, warn, actions, ctx) {
  if (!n) return;
  const g = svg('g', { class: 'hk-pit-water' }, s);
  const perRow = 10;
  const rows = Math.ceil(n / perRow);
  hit(g, x - 8, y - 8 - (rows - 1) * 12, Math.min(n, perRow) * 14 + 4, rows * 12 + 3);
  for (let k = 0; k < n; k++) drop(g, x + (k % perRow) * 14, y - Math.floor(k / perRow) * 12, 6);
  const label = warn ? `${title} ${warn}` : title;
  if (warn) text(g, x + Math.min(n, perRow) * 14 - 4, y + 4, '!', { 'font-size': 12, fill: '#b00', 'font-weight': 'bold' });
  if (!ctx.b.bind(g, actions, label)) tip(g, label);
}

/** A token source of the own farm (a disc colour, food, a thaler, a marker) while a planning
 * worker's prefix is typed: `farmer ` + `black` → `farmer black`.
 * @param {Element} el @param {string} token @param {Ctx} ctx */
function bindToken(el, token, ctx) {
  const p = ctx.b.prefix;
  if (!p || !/^(farmer|farmhand|mill|digger|hewer|haspel) $/.test(p)) return false;
  return ctx.b.bind(el, [`${p}${token}`]);
}

/** @param {HTMLElement} div @param {PlayerView} p @param {Ctx} ctx */
function drawWorkers(div, p, ctx) {
  const { v, t, b } = ctx;
  const W = 420;
  const H = 226;
  const s = canvas(div, W, H, t('hk-help-group-workers'));
  const yours = v.viewer === p.seat;
  const ph = v.phase;
  const executing = ph.name === 'execution' && ph.seat === p.seat;
  // The worker at work now, while this seat's plan is carried out.
  const acting = ph.name === 'execution' && ph.seat === p.seat ? ph.active ?? null : null;
  text(s, 8, 16, t('hk-help-group-workers'), { class: 'hk-title' });
  const plan = p.plan;
  if (!plan) {
    const hidden = text(s, W - 8, 16, t('hk-ui-plan-hidden'), { 'text-anchor': 'end', 'font-size': 11, fill: '#666', class: 'hk-plan-hidden' });
    tip(hidden, t('hk-help-year-planning'));
  } else if (p.planning) {
    text(s, W - 8, 16, t('hk-ui-plan-so-far'), { 'text-anchor': 'end', 'font-size': 11, fill: '#666' });
  }
  /** @param {Building} bld */
  const has = (bld) => p.buildings.includes(bld);
  // Which workers to show: the own and the hired ones always (a hired one in colour when the
  // plan pays it), the mill with its building, the winch with its marker or in the plan.
  const slotW = W / 4;
  const shown = WORKERS.filter((w) => (w !== 'mill' || has('water_mill'))
    && (w !== 'winch' || p.markers.some((m) => m.marker === 'winch') || (plan && plan.winch)));
  shown.forEach((w, i) => {
    const col = i % 4;
    const rowY = i < 4 ? 26 : 126;
    const x0 = col * slotW;
    const g = svg('g', { class: `hk-worker hk-worker-${w}`, 'data-worker': w }, s);
    const own = w === 'farmer' || w === 'farmhand';
    const planned = plan && plannedOn(plan, w);
    const active = acting !== null && acting.worker === w;
    const waiting = executing && ph.to_activate.includes(w);
    svg('rect', { x: x0 + 3, y: rowY, width: slotW - 6, height: 96, rx: 8, fill: active ? '#fff3c4' : planned ? '#f4efe4' : '#ecebe8', stroke: active ? '#d08a00' : '#9a917f', 'stroke-width': active ? 2.5 : 1 }, g);
    if (w === 'mill') millWheel(g, x0 + 24, rowY + 30);
    else meeple(g, x0 + 24, rowY + 46, 38, own ? SEAT_COLOURS[p.seat] : planned ? '#cfc6b0' : '#e2ded6');
    const label = w === 'farmhand' && p.improved_farmhand ? t('hk-worker-improved-farmhand') : t(`hk-worker-${w}`);
    text(g, x0 + slotW / 2, rowY + 64, clip(label, 17), { 'text-anchor': 'middle', 'font-size': 9.5 });
    if (w === 'farmhand' && p.improved_farmhand) text(g, x0 + 40, rowY + 16, '★', { 'font-size': 12, fill: '#b8860b' });
    // What the plan puts on it.
    if (plan) {
      if (w === 'farmer' || w === 'farmhand' || w === 'mill') {
        const d = plan[w];
        const n = d.black + d.brown + d.yellow;
        const r = n > 4 ? 5.5 : 7;
        discRow(svg('g', { class: 'hk-planned' }, g), x0 + 44, rowY + 22, r, { black: d.black, brown: d.brown, yellow: d.yellow }, ctx, 1);
      } else if (w === 'winch') {
        if (plan.winch) text(svg('g', { class: 'hk-planned' }, g), x0 + 50, rowY + 28, '✓', { 'font-size': 16, fill: '#1e7a34' });
      } else if (plan[w]) {
        payIcon(svg('g', { class: 'hk-planned' }, g), plan[w], x0 + 56, rowY + 24, ctx);
      }
    }
    if (acting && active && (acting.work || acting.steps)) {
      fit(text(g, x0 + slotW / 2, rowY + 82, t('hk-web-steps', { steps: acting.steps }), { 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 'bold', fill: '#8a5a00' }), slotW - 12);
    } else if (waiting) {
      fit(text(g, x0 + slotW / 2, rowY + 82, t('hk-web-waiting'), { 'text-anchor': 'middle', 'font-size': 9.5, fill: '#555' }), slotW - 12);
    } else if (executing && planned && !active) {
      fit(text(g, x0 + slotW / 2, rowY + 82, t('hk-web-worked'), { 'text-anchor': 'middle', 'font-size': 9.5, fill: '#1e5a1e' }), slotW - 12);
    }
    const help = t(`hk-help-worker-${w === 'farmhand' && p.improved_farmhand ? 'improved-farmhand' : w}`);
    if (!yours) { tip(g, help); return; }
    const acts = b.find((a) => a === `activate ${w}` || a === w || a.startsWith(`${w} `));
    b.bind(g, acts, help);
  });

  // Markers, buildings and tiles owned.
  /** @type {{label: string, help: string, kind: 'marker' | 'building', id: string, dim?: boolean}[]} */
  const items = [];
  for (const m of p.markers) {
    const inPlan = Boolean(plan && plan.markers.includes(m.marker));
    items.push({ label: t(`hk-marker-${m.marker}`) + (m.usable ? '' : ` ${t('hk-ui-marker-new')}`), help: t(`hk-help-marker-${m.marker}`, { tile: MARKER_TILE[m.marker] }), kind: 'marker', id: m.marker, dim: inPlan });
  }
  for (const bl of p.buildings) {
    items.push({ label: t(`hk-building-${bl.replace(/_/g, '-')}`), help: t(`hk-help-building-${bl.replace(/_/g, '-')}`, { tile: BUILDING_TILE[bl] }), kind: 'building', id: bl });
  }
  const chips = html('div', { class: 'hk-chips' }, div);
  for (const it of items) {
    const c = html('span', { class: `hk-chip hk-chip-${it.kind}${it.dim ? ' hk-dim' : ''}`, 'data-id': it.id }, chips, it.label);
    /** @type {string[]} */
    let acts = [];
    if (yours && it.id === 'rope') acts = b.find((a) => a === 'rope');
    if (yours && it.id === 'charcoal_kiln') acts = b.find((a) => a === 'kiln');
    if (yours && it.id === 'winch') acts = b.find((a) => a === 'winch');
    // A marker is also a planning token (`farmer hammer`) once a worker's prefix is typed.
    if (!(yours && it.kind === 'marker' && bindToken(c, it.id, ctx))) b.bind(c, acts, it.help);
  }
  if (p.tiles.length) {
    const tl = html('div', { class: 'hk-chips' }, div);
    html('span', { class: 'hk-label' }, tl, t('hk-ui-tiles'));
    for (const n of p.tiles) html('span', { class: 'hk-chip hk-chip-tile', title: t(`hk-tile-${n}-effect`) }, tl, `${n} ${t(`hk-tile-${n}`)}`);
  }
}

/** Whether the plan puts anything on worker `w`.
 * @param {PlanView} plan @param {Worker} w */
function plannedOn(plan, w) {
  if (w === 'farmer' || w === 'farmhand' || w === 'mill') return plan[w].black + plan[w].brown + plan[w].yellow > 0;
  if (w === 'winch') return plan.winch;
  return Boolean(plan[w]);
}

/** What a hired worker is paid with.
 * @param {SVGElement} g @param {Payment} pay @param {number} x @param {number} y @param {Ctx} ctx */
function payIcon(g, pay, x, y, ctx) {
  const e = svg('g', {}, g);
  if (pay === 'yellow') disc(e, x, y, 7, 'yellow', ctx);
  else if (pay === 'wheelbarrow') {
    svg('rect', { x: x - 9, y: y - 7, width: 18, height: 14, rx: 3, fill: DISC.yellow.fill, stroke: '#000', 'stroke-width': 0.8 }, e);
    text(e, x, y + 4, 'W', { 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 'bold' });
  } else icon(e, pay, x, y, 14);
  tip(e, ctx.t(`hk-pay-${pay}`));
}

/** @param {SVGElement} g @param {number} x @param {number} y */
function millWheel(g, x, y) {
  svg('circle', { cx: x, cy: y, r: 14, fill: '#c9b28a', stroke: '#5b3a17', 'stroke-width': 1.2 }, g);
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    svg('line', { x1: x, y1: y, x2: x + 16 * Math.cos(a), y2: y + 16 * Math.sin(a), stroke: '#5b3a17', 'stroke-width': 1.6 }, g);
  }
  svg('path', { d: `M${x - 18} ${y + 16}q9 -5 18 0t18 0`, stroke: WATER, 'stroke-width': 2, fill: 'none' }, g);
}

// ---------------------------------------------------------------------------------------------
// Styles of the drawing (kept with it: app.js's style.css knows nothing of Haspelknecht).

function addStyle() {
  if (document.getElementById('hk-style')) return;
  const css = `
.hk { display: flex; flex-direction: column; gap: 8px; }
.hk-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
.hk-panel { flex: 1 1 300px; min-width: 0; }
.hk-pools { flex: 1 1 260px; max-width: 340px; }
.hk-board { flex: 2 1 340px; }
.hk-mine, .hk-workers { flex: 1 1 340px; max-width: 470px; }
.hk-panel svg { width: 100%; height: auto; display: block; }
.hk .hk-title { font-size: 13px; font-weight: bold; fill: #3a2a12; }
.hk-status { display: flex; flex-wrap: wrap; gap: 4px 14px; align-items: baseline; }
.hk-order { display: inline-flex; gap: 6px; flex-wrap: wrap; align-items: baseline; }
.hk-label { color: #666; margin-right: 4px; }
.hk-seat-chip { border-left: 6px solid var(--seat); padding: 0 6px; border-radius: 4px; background: #f1ede4; color: #222; }
.hk-seat-chip.hk-moving { outline: 2px solid #d08a00; font-weight: bold; }
.hk-exec { flex-basis: 100%; }
.hk-choice { font-weight: bold; color: #7a2a7a; }
.hk-actions { display: flex; flex-wrap: wrap; gap: 6px; }
.hk-button { display: inline-flex; flex-direction: column; align-items: flex-start; max-width: 320px; text-align: left; padding: 4px 8px; cursor: pointer; }
.hk-button code { font-size: 11px; opacity: 0.7; }
.hk-farm { border-top: 3px solid #c8bca4; padding-top: 4px; }
.hk-farm.hk-farm-moving { border-top-color: var(--legal, #e8710a); }
.hk-farm-head { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; }
.hk-seat-dot { display: inline-block; width: 20px; height: 20px; line-height: 20px; border-radius: 50%; background: var(--seat); color: #fff; text-align: center; font-weight: bold; }
.hk-vp { font-weight: bold; color: #2d5a1c; }
.hk-planning { color: #8a5a00; font-style: italic; }
.hk-chips { display: flex; flex-wrap: wrap; gap: 4px; margin: 2px 0; align-items: baseline; }
.hk-chip { border: 1px solid #9a917f; border-radius: 10px; padding: 0 8px; background: #f6f2ea; color: #222; font-size: 13px; }
.hk-chip-marker { background: #fff6d8; }
.hk-chip-building { background: #f3dfd6; }
.hk-dim { opacity: 0.5; }
.hk .hk-chip.legal { border: 2px solid var(--legal, #e8710a); cursor: pointer; }
.hk svg g.hk-choosing > polygon { stroke-dasharray: 6 3; }
`;
  const el = document.createElement('style');
  el.id = 'hk-style';
  el.textContent = css;
  document.head.appendChild(el);
}
