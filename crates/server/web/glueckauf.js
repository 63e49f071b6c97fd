// Glück Auf: the board, the displays and every player's mine, drawn from the seat's view.
// Which actions are legal and what they do come from the state message (`ui.legal`); this
// module only puts each notation on the element it belongs to (README "Notation").

import { svg, text, html, tip, legal, legalPrefix, canvas, cube, fit, twoLines, textWidth, COAL, SEAT_COLOURS } from './board.js';

/** @typedef {import('./board.js').StateMessage} StateMessage */
/** @typedef {import('./board.js').Ui} Ui */
/** @typedef {import('./types/glueckauf').View} View */
/** @typedef {import('./types/glueckauf').Coal} Coal */
/** @typedef {import('./types/glueckauf').OrderInfo} OrderInfo */
/** @typedef {import('./types/glueckauf').PendingView} PendingView */
/** @typedef {import('./types/glueckauf').PlayerView} PlayerView */
/** @typedef {import('./types/glueckauf').SpaceAction} SpaceAction */
/** @typedef {import('./types/glueckauf').SpaceView} SpaceView */
/** @typedef {import('./types/glueckauf').TileInfo} TileInfo */

/** @type {Coal[]} */
const COLOURS = ['yellow', 'brown', 'grey', 'black'];

/**
 * Draws a Glück Auf state (board.js's `GameModule`).
 * @param {HTMLElement} root
 * @param {StateMessage} msg
 * @param {Ui} ui
 */
export function draw(root, msg, ui) {
  // app.js loads this module for `msg.game === 'glueckauf'`, whose view is this game's
  // (types/glueckauf.d.ts, generated from its JSON Schema): the one place it is taken on trust.
  const v = /** @type {View} */ (msg.view);
  const g = new Drawer(root, v, ui);
  g.header(v);
  g.board(v);
  g.choices(v);
  // The viewer's own mine under the board, then the shift scoring, then the other mines.
  const own = v.seats.find((s) => s.seat === ui.seat);
  if (own) g.mine(v, own);
  g.scoring(v);
  for (const p of v.seats) if (p !== own) g.mine(v, p);
  g.rest();
}

class Drawer {
  /**
   * @param {HTMLElement} root
   * @param {View} view
   * @param {Ui} ui
   */
  constructor(root, view, ui) {
    this.root = root;
    this.view = view;
    this.ui = ui;
    this.t = ui.t;
  }

  /** @param {number | null | undefined} seat */
  name(seat) {
    return (seat == null ? undefined : this.ui.names[seat]) ?? this.t('seat-name', { n: seat });
  }

  /** @param {string} c */
  colour(c) {
    return this.t(`ga-colour-${c}`);
  }

  /** @param {string} c */
  letter(c) {
    return this.t(`web-ga-short-${c}`);
  }

  /** Rules help of `id` as a tooltip: "name: text".
   * @template {Element} E
   * @param {E} el
   * @param {string} id */
  help(el, id) {
    const h = this.ui.help.get(id);
    if (h) tip(el, `${h.name}: ${h.text}`);
    return el;
  }

  /** A legal action on `el` when it is legal; else the rules help of `helpId`.
   * @param {Element} el
   * @param {string} notation
   * @param {string | null} [helpId] */
  mark(el, notation, helpId = null) {
    if (!legal(el, notation, this.ui) && helpId) this.help(el, helpId);
  }

  /** @param {Element} parent @param {number} x @param {number} y @param {number} size @param {string} c */
  cubeAt(parent, x, y, size, c) {
    return cube(parent, x, y, size, c, this.letter(c), this.colour(c));
  }

  // -- Shift, phase, supply, piles, VP track --------------------------------------------------
  /** @param {View} v */
  header(v) {
    const s = canvas(this.root, 1000, 92, this.t('web-ga-status'));
    s.classList.add('ga-header', 'wide');
    const phase = v.phase;
    const args = { ...phase, card: 'card' in phase ? phase.card : '', level: 'level' in phase ? this.colour(phase.level) : '' };
    const what = this.t(`web-ga-phase-${phase.name.replace(/_/g, '-')}`, args);
    // Nobody is to move once the game is over.
    const ptext = v.current == null ? what : `${this.name(v.current)}: ${what}`;
    // Each text has the room up to the next one (languages differ in length).
    fit(text(s, 8, 22, this.t('web-ga-shift', { n: v.shift }), { 'font-size': 18, 'font-weight': 'bold' }), 160);
    fit(text(s, 175, 22, ptext, { 'font-size': 16 }), 375);
    const supply = svg('g', {}, s);
    this.help(supply, 'coal shortage');
    fit(text(supply, 560, 22, this.t('web-ga-supply'), { 'font-size': 14 }), 74);
    COLOURS.forEach((c, i) => {
      const x = 640 + i * 62;
      this.cubeAt(supply, x, 6, 20, c);
      text(supply, x + 24, 22, v.supply[c] === undefined ? '∞' : String(v.supply[c]), { 'font-size': 14 });
    });
    fit(text(s, 8, 48, this.t('web-ga-tile-pile', { n: v.tile_pile }), { 'font-size': 13 }), 184);
    fit(text(s, 200, 48, this.t('web-ga-order-deck', { n: v.order_deck }), { 'font-size': 13 }), 192);
    fit(text(s, 400, 48, this.t('web-ga-first-player', { name: this.name(v.first_player) }), { 'font-size': 13 }), 590);
    // The VP track: every seat's marker on a line from the lowest to the highest score.
    const scores = v.seats.map((x) => x.score);
    const lo = Math.min(0, ...scores);
    const hi = Math.max(50, ...scores);
    const x0 = 90;
    const x1 = 990;
    const track = svg('g', { class: 'vp-track' }, s);
    tip(track, v.seats.map((x) => `${this.name(x.seat)}: ${this.t('web-points', { n: x.score })}`).join('\n'));
    fit(text(track, 8, 80, this.t('web-ga-vp'), { 'font-size': 13 }), 76);
    svg('line', { x1: x0, y1: 75, x2: x1, y2: 75, stroke: '#8a7a5c', 'stroke-width': 3 }, track);
    for (let p = Math.ceil(lo / 10) * 10; p <= hi; p += 10) {
      const x = x0 + ((p - lo) / (hi - lo)) * (x1 - x0);
      svg('line', { x1: x, y1: 70, x2: x, y2: 80, stroke: '#8a7a5c' }, track);
      text(track, x, 91, String(p), { 'font-size': 9, 'text-anchor': 'middle' });
    }
    v.seats.forEach((x, i) => {
      const cx = x0 + ((x.score - lo) / (hi - lo)) * (x1 - x0);
      svg('circle', { cx, cy: 75 - i * 3, r: 6, fill: SEAT_COLOURS[x.seat], stroke: '#fff', 'stroke-width': 1.5 }, track);
    });
  }

  // -- The action spaces ----------------------------------------------------------------------
  /** @param {View} v */
  board(v) {
    const s = canvas(this.root, 1000, 470, this.t('web-ga-board'));
    s.classList.add('ga-board', 'wide');
    svg('rect', { x: 0, y: 0, width: 1000, height: 470, rx: 10, fill: '#d9c9a3' }, s);
    /** @param {SpaceAction['type']} type */
    const by = (type) => v.spaces.filter((x) => x.action.type === type);
    const factories = [...by('factory'), ...by('factory_draw')];
    factories.forEach((sp, i) => this.space(s, sp, 6 + i * 110, 8, 104, 150));
    const row2 = [...by('mining'), ...by('delivery')];
    row2.forEach((sp, i) => this.space(s, sp, 6 + i * 124, 166, 118, 120));
    const row3 = [...by('money'), ...by('order'), ...by('order_draw')];
    row3.forEach((sp, i) => this.space(s, sp, 6 + i * 99, 294, 94, 168));
    this.bank(s, v, 6 + row3.length * 99, 294, 1000 - 12 - row3.length * 99, 168);
  }

  /** The name of a space's action.
   * @param {SpaceAction} a */
  spaceName(a) {
    switch (a.type) {
      case 'factory': return this.t('web-ga-factory', { n: a.number });
      case 'factory_draw': return this.t('web-ga-factory-draw');
      case 'mining': return this.t('web-ga-mine', { n: a.steps });
      case 'delivery': return this.t(`ga-transport-${a.transport}`);
      case 'money': return this.t('web-ga-money', { n: a.marks });
      case 'order': return this.t('web-ga-order', { n: a.number });
      case 'order_draw': return this.t('web-ga-order-draw');
      default: return null;
    }
  }

  /** @param {SVGElement} s @param {SpaceView} sp @param {number} x @param {number} y @param {number} w @param {number} h */
  space(s, sp, x, y, w, h) {
    const g = svg('g', { class: 'space', 'data-space': sp.space }, s);
    svg('rect', {
      x, y, width: w, height: h, rx: 6, class: 'frame',
      fill: sp.blocked ? '#b9ad94' : '#f7f0e0', stroke: '#6b5a3a', 'stroke-width': 1,
    }, g);
    const a = sp.action;
    const label = this.spaceName(a) ?? sp.space;
    const bold = { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 'bold' };
    // The top-5 draws have room for a second line (Lorenfabrik: oberste 5).
    if (a.type === 'factory_draw' || a.type === 'order_draw') twoLines(g, x + w / 2, y + 16, label, bold, w - 8);
    else fit(text(g, x + w / 2, y + 16, label, bold), w - 8);
    if (sp.blocked) {
      svg('path', { d: `M${x + 8},${y + 24} L${x + w - 8},${y + h - 8} M${x + w - 8},${y + 24} L${x + 8},${y + h - 8}`, stroke: '#7a6a4a', 'stroke-width': 2 }, g);
      fit(text(g, x + w / 2, y + h / 2 + 4, this.t('web-ga-players-n', { n: sp.min_players }), { 'text-anchor': 'middle', 'font-size': 11, fill: '#333' }), w - 8);
      tip(g, this.t('web-ga-blocked', { n: sp.min_players }));
      return;
    }
    if (a.type === 'factory' && sp.tile) this.tile(g, sp.tile, x + w / 2 - 40, y + 24, 80);
    if (a.type === 'order' && sp.card) this.card(g, sp.card, x + 5, y + 24, w - 10, null);
    if (a.type === 'mining') {
      this.pick(g, x + w / 2 - 34, y + 40);
      text(g, x + w / 2 + 16, y + 70, String(a.steps), { 'text-anchor': 'middle', 'font-size': 28, 'font-weight': 'bold' });
    }
    if (a.type === 'money') text(g, x + w / 2, y + 70, `${a.marks} ℳ`, { 'text-anchor': 'middle', 'font-size': 24 });
    if (a.type === 'delivery') this.transportIcon(g, a.transport, x + w / 2, y + 58);
    if (a.type === 'factory_draw' || a.type === 'order_draw') text(g, x + w / 2, y + 70, '5 ?', { 'text-anchor': 'middle', 'font-size': 26 });
    // Who is here, and what entering costs now.
    if (sp.workers > 0) {
      const wy = y + h - 22;
      svg('circle', { cx: x + 16, cy: wy + 8, r: 9, fill: (sp.owner == null ? undefined : SEAT_COLOURS[sp.owner]) ?? '#555', stroke: '#000' }, g);
      text(g, x + 16, wy + 12, String(sp.workers), { 'text-anchor': 'middle', 'font-size': 11, fill: '#fff', 'font-weight': 'bold' });
    }
    if (sp.cost !== null && sp.cost !== undefined) {
      fit(text(g, x + w - 6, y + h - 9, this.t('web-ga-cost-short', { n: sp.cost }), { 'text-anchor': 'end', 'font-size': 11 }), w - 34);
    }
    const here = sp.workers > 0 ? this.t('web-ga-workers-on', { n: sp.workers, name: this.name(sp.owner) }) + '\n' : '';
    const cost = sp.cost !== null && sp.cost !== undefined ? this.t('web-ga-cost', { n: sp.cost }) : '';
    if (!legal(g, sp.space, this.ui)) {
      const h2 = this.ui.help.get(sp.space);
      tip(g, `${h2 ? `${h2.name}: ${h2.text}\n` : ''}${here}${cost}`);
    } else {
      tip(g, `${this.ui.legal.get(sp.space)?.text}\n${here}${cost}`);
    }
  }

  /** @param {SVGElement} s @param {View} v @param {number} x @param {number} y @param {number} w @param {number} h */
  bank(s, v, x, y, w, h) {
    const g = svg('g', { class: 'space bank' }, s);
    svg('rect', { x, y, width: w, height: h, rx: 6, class: 'frame', fill: '#efe2c0', stroke: '#6b5a3a' }, g);
    fit(text(g, x + w / 2, y + 16, this.t('ga-help-bank'), { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 'bold' }), w - 8);
    const bx = x + w / 2;
    svg('path', { d: `M${bx - 26},${y + 42} L${bx},${y + 26} L${bx + 26},${y + 42} Z M${bx - 22},${y + 70} h44 v6 h-44 Z`, fill: '#7a6a4a' }, g);
    for (let i = 0; i < 4; i++) svg('rect', { x: bx - 19 + i * 11, y: y + 44, width: 5, height: 25, fill: '#7a6a4a' }, g);
    v.seats.forEach((x2, i) => {
      if (x2.bank > 0) fit(text(g, x + 8, y + 90 + i * 16, `${this.name(x2.seat)}: ${x2.bank}`, { 'font-size': 11, fill: SEAT_COLOURS[x2.seat] }), w - 16);
    });
    this.mark(g, 'bank', 'bank');
  }

  /** A pickaxe: the mining spaces.
   * @param {SVGElement} g @param {number} x @param {number} y */
  pick(g, x, y) {
    svg('path', { d: `M${x},${y + 8} Q${x + 20},${y - 8} ${x + 40},${y + 8}`, fill: 'none', stroke: '#444', 'stroke-width': 5 }, g);
    svg('line', { x1: x + 20, y1: y, x2: x + 20, y2: y + 40, stroke: '#7a5230', 'stroke-width': 5 }, g);
  }

  /** The vehicles of the delivery spaces, drawn small: wheelbarrow, carriage, truck, train.
   * @param {SVGElement} g @param {string} transport @param {number} cx @param {number} cy */
  transportIcon(g, transport, cx, cy) {
    const ink = { fill: '#5a4a32', stroke: '#2a2016', 'stroke-width': 1.5 };
    /** @param {number} x @param {number} [r] */
    const wheel = (x, r = 6) => svg('circle', { cx: x, cy: cy + 8, r, fill: '#222' }, g);
    if (transport === 'wheelbarrow') {
      svg('path', { d: `M${cx - 22},${cy - 12} L${cx + 10},${cy - 12} L${cx + 4},${cy + 2} L${cx - 18},${cy + 2} Z`, ...ink }, g);
      svg('line', { x1: cx + 8, y1: cy - 4, x2: cx + 28, y2: cy + 6, stroke: '#2a2016', 'stroke-width': 3 }, g);
      wheel(cx - 8);
    } else if (transport === 'carriage') {
      svg('rect', { x: cx - 22, y: cy - 18, width: 34, height: 20, rx: 4, ...ink }, g);
      svg('line', { x1: cx + 12, y1: cy - 4, x2: cx + 30, y2: cy - 4, stroke: '#2a2016', 'stroke-width': 3 }, g);
      wheel(cx - 14, 7);
      wheel(cx + 4, 7);
    } else if (transport === 'truck') {
      svg('rect', { x: cx - 26, y: cy - 18, width: 34, height: 22, ...ink }, g);
      svg('path', { d: `M${cx + 8},${cy - 10} h12 l8,8 v6 h-20 Z`, ...ink }, g);
      wheel(cx - 16);
      wheel(cx + 18);
    } else {
      svg('rect', { x: cx - 30, y: cy - 14, width: 44, height: 18, ...ink }, g);
      svg('rect', { x: cx + 14, y: cy - 24, width: 16, height: 28, ...ink }, g);
      svg('rect', { x: cx - 24, y: cy - 26, width: 8, height: 12, ...ink }, g);
      wheel(cx - 20);
      wheel(cx - 4);
      wheel(cx + 20);
    }
  }

  /** A tunnel tile: its colour, carts, side (light tiles show a lantern) and price.
   * @param {Element} parent @param {TileInfo} tile @param {number} x @param {number} y @param {number} w
   * @param {string | null} [notation] */
  tile(parent, tile, x, y, w, notation = null) {
    const g = svg('g', { class: 'tile' }, parent);
    const c = COAL[tile.colour];
    const h = w * 0.8;
    svg('rect', { x, y, width: w, height: h, rx: 4, class: 'frame', fill: tile.side === 'light' ? '#f3e7c4' : '#5b4d3a', stroke: '#3b2f1f' }, g);
    svg('rect', { x, y, width: w, height: 8, fill: c.fill }, g);
    text(g, x + 4, y + 22, String(tile.number), { 'font-size': 12, 'font-weight': 'bold', fill: tile.side === 'light' ? '#000' : '#fff' });
    if (tile.side === 'light') svg('circle', { cx: x + w - 10, cy: y + 17, r: 5, fill: '#ffd34d', stroke: '#8a6a00' }, g);
    for (let i = 0; i < tile.carts; i++) this.cubeAt(g, x + 8 + i * 26, y + 30, 20, tile.colour);
    text(g, x + w / 2, y + h - 5, `${tile.cost} ℳ`, { 'text-anchor': 'middle', 'font-size': 12, fill: tile.side === 'light' ? '#000' : '#fff' });
    const about = this.t('web-ga-tile-tip', {
      number: tile.number, colour: this.colour(tile.colour), carts: tile.carts, side: this.t(`ga-side-${tile.side}`), cost: tile.cost,
    });
    if (!notation || !legal(g, notation, this.ui)) tip(g, about);
    return g;
  }

  /** What is printed on an order card, in words (`OC05 (horse carriage, 4 VP: 1 grey)`).
   * @param {OrderInfo} card */
  cardAbout(card) {
    const cellText = COLOURS.filter((c) => card.cells[c]).map((c) => `${card.cells[c]} ${this.colour(c)}`).join(', ');
    return this.t('ga-order', { card: card.id, transport: this.t(`ga-transport-${card.transport}`), vp: card.vp, cells: cellText });
  }

  /** An order card: id, transport, VP and its cells (filled ones show their cube). With
   * `pending` (a pending order of the viewer), cells and double fills are clickable.
   * @param {Element} parent @param {OrderInfo} card @param {number} x @param {number} y @param {number} w
   * @param {string | null} notation @param {PendingView | null} [pending] @param {boolean} [active] */
  card(parent, card, x, y, w, notation, pending = null, active = false) {
    const g = svg('g', { class: 'card', 'data-card': card.id }, parent);
    const cells = COLOURS.flatMap((c) => Array.from({ length: card.cells[c] || 0 }, () => c));
    const rows = Math.ceil(cells.length / 4);
    const h = 44 + rows * 22 + (pending ? 20 : 0);
    const back = svg('rect', { x, y, width: w, height: h, rx: 5, class: 'frame', fill: '#fffaf0', stroke: '#6b5a3a' }, g);
    if (pending && pending.complete) back.setAttribute('fill', '#e3f4d9');
    const fs = w < 100 ? 10 : 12;
    text(g, x + 4, y + 14, card.id, { 'font-size': fs, 'font-weight': 'bold' });
    text(g, x + w - 4, y + 14, `${card.vp} ${this.t('web-ga-vp-short')}`, { 'font-size': fs, 'text-anchor': 'end', 'font-weight': 'bold' });
    fit(text(g, x + 4, y + 30, this.t(`ga-transport-${card.transport}`), { 'font-size': 10 }), w - 8);
    /** @type {Partial<Record<Coal, number>>} */
    const filled = {};
    const about = this.cardAbout(card);
    cells.forEach((c, i) => {
      const cx = x + 4 + (i % 4) * 22;
      const cy = y + 36 + Math.floor(i / 4) * 22;
      // The how-manieth cell of colour c this is (1 = the first).
      const nth = (filled[c] || 0) + 1;
      filled[c] = nth;
      const done = pending && nth <= (pending.filled[c] || 0);
      const half = pending && !done && nth === (pending.filled[c] || 0) + 1 && (pending.half_filled[c] || 0) > 0;
      const cg = svg('g', { class: 'cell' }, g);
      const fill = COAL[c].fill;
      svg('rect', { x: cx, y: cy, width: 18, height: 18, rx: 3, class: 'frame', fill: done ? fill : '#fff', stroke: done ? '#000' : '#6b5a3a', 'stroke-width': 1, 'stroke-dasharray': done ? null : '3 2' }, cg);
      if (!done) svg('rect', { x: cx + 2, y: cy + 2, width: 14, height: 14, rx: 2, fill, opacity: 0.35 }, cg);
      text(cg, cx + 9, cy + 13, this.letter(c), { 'text-anchor': 'middle', 'font-size': 10, fill: done ? COAL[c].ink : '#000' });
      if (half) svg('path', { d: `M${cx},${cy + 18} L${cx + 18},${cy} L${cx + 18},${cy + 18} Z`, fill }, cg);
      // The cell a double fill in progress goes on.
      const ph = this.view.phase;
      if (active && pending && !done && ph.name === 'double_fill' && ph.card === card.id && ph.cell === c && nth === (pending.filled[c] || 0) + 1) {
        svg('rect', { x: cx - 3, y: cy - 3, width: 24, height: 24, rx: 4, fill: 'none', stroke: '#005fcc', 'stroke-width': 2.5 }, cg);
        tip(cg, this.t('web-ga-phase-double-fill', { card: card.id, cubes_placed: ph.cubes_placed }));
      }
      if (active && !done) {
        const base = `fill ${card.id} ${c}`;
        const n = [...this.ui.legal.keys()].filter((a) => a === base || a.startsWith(base + ' ')).length;
        if (n > 1) legalPrefix(cg, base, this.ui);
        else if (this.ui.legal.has(base)) legal(cg, base, this.ui);
        else if (this.ui.legal.has(base + ' storage')) legal(cg, base + ' storage', this.ui);
        else tip(cg, `${this.colour(c)} — ${about}`);
      } else {
        tip(cg, `${this.colour(c)} — ${about}`);
      }
    });
    if (active) {
      // Double fills: one button per colour of the card.
      let bx = x + 4;
      for (const c of COLOURS) {
        const a = `double ${card.id} ${c}`;
        if (!this.ui.legal.has(a)) continue;
        const dg = svg('g', { class: 'double' }, g);
        svg('rect', { x: bx, y: y + h - 19, width: 25, height: 16, rx: 3, class: 'frame', fill: COAL[c].fill, stroke: '#000' }, dg);
        text(dg, bx + 12.5, y + h - 7, `2×${this.letter(c)}`, { 'text-anchor': 'middle', 'font-size': 9, fill: COAL[c].ink });
        legal(dg, a, this.ui);
        bx += 27;
      }
    }
    if (notation) legal(g, notation, this.ui) || tip(back, about);
    else tip(back, about);
    return h;
  }

  // -- Draft, the top-5 draws, the return order, coal shortage --------------------------------
  /** @param {View} v */
  choices(v) {
    /** @type {{card?: OrderInfo, tile?: TileInfo, action?: string, id?: string}[]} */
    const items = [];
    let title = null;
    if (v.draft && v.draft.length && v.phase.name === 'draft') {
      title = this.t('web-ga-draft-title');
      for (const c of v.draft) items.push({ card: c, action: `draft ${c.id}` });
    }
    if (v.drawn) {
      title = v.drawn.seat === this.ui.seat && !this.ui.replay ? this.t('web-ga-drawn-yours', { n: v.drawn.count }) : this.t('web-ga-drawn-other', { name: this.name(v.drawn.seat), n: v.drawn.count });
      for (const tl of v.drawn.tiles || []) items.push({ tile: tl, id: String(tl.number) });
      for (const c of v.drawn.cards || []) items.push({ card: c, id: c.id });
    }
    if (!title) return;
    const box = html('section', { class: 'ga-choices', 'aria-label': title }, this.root);
    html('h3', {}, box, title);
    if (items.length === 0) return;
    const width = 6 + items.length * 116;
    const s = canvas(box, width, 100, title, width);
    items.forEach((it, i) => {
      const x = 6 + i * 116;
      // The drawn item's action in this phase: take it, or name it as the next one returned.
      const action = it.action || [`take ${it.id}`, `next ${it.id}`].find((a) => this.ui.legal.has(a)) || null;
      if (it.tile) this.tile(s, it.tile, x, 8, 108, action);
      else if (it.card) this.card(s, it.card, x, 8, 108, action);
    });
  }

  // -- Shift scoring ----------------------------------------------------------------------------
  /** @param {View} v */
  scoring(v) {
    if (!v.scoring || v.scoring.length === 0) return;
    const box = html('section', { class: 'ga-scoring' }, this.root);
    html('h3', {}, box, this.t('web-ga-scoring-title', { n: v.shift }));
    const wrap = html('div', { class: 'table-wrap' }, box);
    const table = html('table', { class: 'ga-scoring-table' }, wrap);
    const head = html('tr', {}, html('thead', {}, table));
    html('th', { scope: 'col' }, head, this.t('web-ga-element'));
    html('th', { scope: 'col' }, head, this.t('web-ga-first-second'));
    for (const x of v.seats) html('th', { scope: 'col' }, head, this.name(x.seat));
    const body = html('tbody', {}, table);
    for (const e of v.scoring) {
      const tr = html('tr', {}, body);
      const what = this.t(`ga-element-${e.what.replace(/_/g, '-')}`);
      const th = html('th', { scope: 'row' }, tr, `${e.element}. ${what}`);
      const h = this.ui.help.get(`element ${e.element}`);
      if (h) th.title = `${h.name}: ${h.text}`;
      html('td', {}, tr, `${e.first_vp} / ${e.second_vp}`);
      v.seats.forEach((x, i) => {
        const mark = e.first.includes(x.seat) ? ' ①' : e.second.includes(x.seat) ? ' ②' : '';
        // A count the viewer cannot know (hidden delivered orders) is a question mark.
        html('td', {}, tr, `${e.counts[i] ?? '?'}${mark}`);
      });
    }
    // Hidden delivered orders: what each seat's counts of elements 1-8 rest on as this viewer
    // knows it. Every scoring reveals all of them; they go face down again after it, but the
    // cards stay known (and cards delivered since are a number).
    if (v.options.delivered_orders_public === false) {
      const tr = html('tr', { class: 'ga-delivered-seen' }, html('tfoot', {}, table));
      html('th', { scope: 'row', colspan: '2' }, tr, this.t('web-ga-delivered-seen'));
      for (const p of v.seats) {
        const known = p.delivered ?? p.revealed ?? [];
        const td = html('td', {}, tr, known.map((c) => c.id).join(' ') || '–');
        tip(td, known.map((c) => this.cardAbout(c)).join('\n'));
        const since = p.delivered_count - known.length;
        if (since > 0) html('span', { class: 'face-down' }, td, ` ${this.t('web-ga-face-down', { n: since })}`);
      }
    }
  }

  /** A seat's delivered orders as this viewer knows them: all of them (its own, public ones,
   * the end of the game), else those the last shift scoring revealed (with a tooltip saying
   * so) and how many were delivered since.
   * @param {SVGElement} s @param {number} x @param {number} y @param {PlayerView} p */
  delivered(s, x, y, p) {
    const n = p.delivered_count;
    const known = p.delivered ?? p.revealed ?? [];
    const cards = known.map((d) => d.id).join(', ');
    const hidden = n - known.length;
    const line = !known.length
      ? this.t('web-ga-delivered-count', { n })
      : hidden > 0
        ? this.t('web-ga-delivered-revealed', { n, cards, hidden })
        : this.t('web-ga-delivered', { n, cards });
    const el = fit(text(s, x, y, line, { 'font-size': 12, class: 'ga-delivered' }), 990 - x);
    if (!p.delivered && known.length) tip(el, this.t('web-ga-revealed-tip'));
  }

  // -- A player's mine, money, workers and orders -----------------------------------------------
  /** @param {View} v @param {PlayerView} p */
  mine(v, p) {
    const mineActive = p.seat === this.ui.seat;
    const title = this.t('web-ga-mine-of', { name: this.name(p.seat) });
    const box = html('section', { class: `ga-mine seat-${p.seat}`, 'aria-label': title }, this.root);
    const pendingRows = Math.ceil(p.pending.length / 8);
    const height = 346 + pendingRows * 104;
    const s = canvas(box, 1000, height, title);
    s.classList.add('wide');
    svg('rect', { x: 0, y: 0, width: 1000, height, rx: 10, fill: '#e9dfc8', stroke: SEAT_COLOURS[p.seat], 'stroke-width': 4 }, s);
    // Header: name, marks, workers, VP.
    fit(text(s, 12, 24, title, { 'font-size': 17, 'font-weight': 'bold', fill: SEAT_COLOURS[p.seat] }), 308);
    const stats = [
      this.t('web-ga-marks', { n: p.money }),
      this.t('web-ga-workers', { n: p.workers }),
      this.t('web-ga-canteen', { n: p.canteen }),
      this.t('web-points', { n: p.score }),
      this.t('web-ga-light-dark', { light: p.light_tiles, dark: p.dark_tiles }),
    ];
    const st = fit(text(s, 330, 24, stats.join('  ·  '), { 'font-size': 13 }), 656);
    this.help(st, 'workers');
    // The shaft in the middle; the surface on top, then the four levels.
    const shaftX = 470;
    /** @param {number} i */
    const levelY = (i) => 74 + i * 56;
    const rows = ['surface', ...COLOURS];
    // The carts start right of the longest level name (up to 120 units of it).
    const names = rows.map((lv) => (lv === 'surface' ? this.t('web-ga-surface') : this.t(`ga-level-${lv}`)));
    const cartsX = Math.max(120, 32 + Math.min(120, Math.max(...names.slice(1).map((n) => textWidth(n, 11)))));
    rows.forEach((lv, i) => {
      const y = levelY(i) - 30;
      const band = svg('g', { class: `level level-${lv}` }, s);
      svg('rect', { x: 10, y, width: 980, height: 52, rx: 4, fill: lv === 'surface' ? '#cfe3f0' : '#b9a68a', opacity: 0.55 }, band);
      if (lv !== 'surface') svg('rect', { x: 10, y, width: 8, height: 52, fill: COAL[lv].fill }, band);
      fit(text(band, 24, y + 18, names[i], { 'font-size': 11 }), lv === 'surface' ? 420 : cartsX - 32);
      // The shaft cell of this level: moving the elevator here.
      const cell = svg('g', { class: 'shaft' }, s);
      svg('rect', { x: shaftX, y: y + 2, width: 60, height: 48, class: 'frame', fill: '#3a2f22', stroke: '#1f1810' }, cell);
      if (mineActive) this.mark(cell, `lift ${lv}`, 'lift');
      else this.help(cell, 'elevator');
    });
    COLOURS.forEach((c, i) => {
      const lvl = p.levels.find((l) => l.colour === c);
      if (!lvl) return;
      const y = levelY(i + 1) - 30;
      // Light tiles left of the shaft, dark ones right (their numbers).
      lvl.light_tiles.forEach((n, k) => this.miniTile(s, shaftX - 36 - k * 32, y + 14, n, 'light', c));
      lvl.dark_tiles.forEach((n, k) => this.miniTile(s, shaftX + 66 + k * 32, y + 14, n, 'dark', c));
      // Carts: the coal on them (by colour, clickable to load at the elevator's level), then
      // the empty carts; closer together when there are many, so that they end before the
      // light tiles.
      const carts = COLOURS.reduce((a, col) => a + (lvl.coal[col] || 0), lvl.empty_carts);
      const groups = COLOURS.filter((col) => lvl.coal[col]).length;
      const tilesX = shaftX - 36 - Math.max(0, lvl.light_tiles.length - 1) * 32;
      const step = Math.min(24, Math.max(12, (tilesX - 6 - cartsX - groups * 6) / Math.max(1, carts)));
      let x = cartsX;
      for (const col of COLOURS) {
        const n = lvl.coal[col] || 0;
        if (!n) continue;
        const g = svg('g', { class: 'carts' }, s);
        // The frame first (outlined when legal), filled so that gaps between carts click too.
        svg('rect', { x: x - 2, y: y + 12, width: (n - 1) * step + 24, height: 38, rx: 3, class: 'frame', fill: '#b9a68a', stroke: 'none' }, g);
        for (let k = 0; k < n; k++) this.cart(g, x + k * step, y + 26, col);
        if (!(mineActive && legal(g, `load ${col}`, this.ui))) tip(g, this.t('web-ga-carts', { n, colour: this.colour(col) }));
        x += (n - 1) * step + 30;
      }
      for (let k = 0; k < lvl.empty_carts; k++) {
        const e = this.cart(s, x + k * step, y + 26, null);
        tip(e, this.t('web-ga-empty-cart', { colour: this.colour(c) }));
      }
    });
    // The elevator at its level with the coal aboard.
    const at = rows.indexOf(p.elevator.at);
    const ey = levelY(at) - 26;
    const el = svg('g', { class: 'elevator' }, s);
    svg('rect', { x: shaftX + 3, y: ey, width: 54, height: 44, rx: 3, fill: '#c9b27a', stroke: '#000', 'stroke-width': 1.5 }, el);
    const aboard = 5 - p.elevator.room;
    text(el, shaftX + 64, ey + 40, `${aboard}/5`, { 'font-size': 10 });
    this.help(el, 'elevator');
    let k = 0;
    for (const c of COLOURS) {
      for (let n = 0; n < (p.elevator.coal[c] || 0); n++, k++) {
        const cg = svg('g', { class: 'elevator-cube' }, s);
        const cx = shaftX + 5 + (k % 3) * 17;
        const cy = ey + 4 + Math.floor(k / 3) * 19;
        svg('rect', { x: cx - 1, y: cy - 1, width: 17, height: 17, rx: 3, class: 'frame', fill: 'none', stroke: 'none' }, cg);
        this.cubeAt(cg, cx, cy, 15, c);
        if (mineActive) this.sourceAction(cg, c, false);
      }
    }
    // Storage at the surface, right.
    const sx = 700;
    const sy = levelY(0) - 28;
    const store = svg('g', { class: 'storage' }, s);
    svg('rect', { x: sx, y: sy, width: 280, height: 48, rx: 4, fill: '#f4ecd9', stroke: '#6b5a3a' }, store);
    fit(text(store, sx + 6, sy + 14, this.t('web-ga-storage'), { 'font-size': 11 }), 268);
    this.help(store, 'storage');
    let j = 0;
    for (const c of COLOURS) {
      const n = p.storage[c] || 0;
      for (let m = 0; m < n && j < 22; m++, j++) {
        const cg = svg('g', { class: 'storage-cube' }, s);
        const cx = sx + 6 + (j % 15) * 18;
        const cy = sy + 18 + Math.floor(j / 15) * 14;
        svg('rect', { x: cx - 1, y: cy - 1, width: 16, height: 16, rx: 3, class: 'frame', fill: 'none', stroke: 'none' }, cg);
        this.cubeAt(cg, cx, cy, 14, c);
        if (mineActive) this.sourceAction(cg, c, true);
      }
      if (n > 0 && j >= 22) text(s, sx + 250, sy + 44, `+${n}`, { 'font-size': 10 });
    }
    // Orders: pending (cells clickable for the viewer), delivered.
    const oy = 336;
    fit(text(s, 12, oy - 4, this.t('web-ga-pending', { n: p.pending.length }), { 'font-size': 13, 'font-weight': 'bold' }), 476);
    p.pending.forEach((o, i) => {
      this.card(s, o.card, 12 + (i % 8) * 122, oy + 4 + Math.floor(i / 8) * 104, 116, null, o, mineActive);
    });
    this.delivered(s, 500, oy - 4, p);
    if (mineActive) this.mineButtons(box);
  }

  /** A cube in the elevator or storage as the source of the action the notation box is
   * building (`fill CARD COLOUR`), else storing it or naming it as a double fill's cube.
   * @param {Element} el @param {Coal} c @param {boolean} fromStorage */
  sourceAction(el, c, fromStorage) {
    const p = this.ui.prefix.trim();
    const cands = [];
    const fill = p.match(/^fill (\S+) (\S+)$/i);
    if (fill && fill[2].toLowerCase() === c) cands.push(fromStorage ? `${fill[0]} storage` : fill[0]);
    if (fromStorage) cands.push(`cube ${c} storage`);
    else cands.push(`cube ${c}`, `store ${c}`);
    const a = cands.find((x) => this.ui.legal.has(x));
    if (a) legal(el, a, this.ui);
  }

  /** @param {SVGElement} s @param {number} x @param {number} y @param {number} n @param {'light' | 'dark'} side @param {Coal} c */
  miniTile(s, x, y, n, side, c) {
    const g = svg('g', { class: `mini-tile ${side}` }, s);
    svg('rect', { x, y, width: 28, height: 22, rx: 2, fill: side === 'light' ? '#f3e7c4' : '#5b4d3a', stroke: COAL[c].fill, 'stroke-width': 2 }, g);
    text(g, x + 14, y + 15, String(n), { 'text-anchor': 'middle', 'font-size': 10, fill: side === 'light' ? '#000' : '#fff' });
    tip(g, this.t('web-ga-mini-tile', { number: n, side: this.t(`ga-side-${side}`) }));
  }

  /** A cart: with a cube of colour `c`, or empty.
   * @param {Element} parent @param {number} x @param {number} y @param {Coal | null} c */
  cart(parent, x, y, c) {
    const g = svg('g', { class: 'cart' }, parent);
    svg('path', { d: `M${x},${y} L${x + 20},${y} L${x + 17},${y + 14} L${x + 3},${y + 14} Z`, fill: '#6d6d6d', stroke: '#222' }, g);
    svg('circle', { cx: x + 6, cy: y + 17, r: 2.5, fill: '#222' }, g);
    svg('circle', { cx: x + 14, cy: y + 17, r: 2.5, fill: '#222' }, g);
    if (c) this.cubeAt(g, x + 3, y - 10, 14, c);
    return g;
  }

  /** Buttons for the viewer's actions that are not a place on the drawings: stop mining,
   * return top/bottom, take none, substitutions.
   * @param {HTMLElement} box */
  mineButtons(box) {
    const row = html('div', { class: 'ga-buttons' }, box);
    for (const a of ['stop', 'return top', 'return bottom', 'take none']) {
      if (!this.ui.legal.has(a)) continue;
      const b = html('button', { type: 'button', class: 'legal ga-button', 'data-action': a, title: this.ui.legal.get(a)?.text }, row);
      b.textContent = this.t(`web-ga-button-${a.replace(/ /g, '-')}`);
    }
    for (const a of this.ui.legal.keys()) {
      if (!a.startsWith('substitute ')) continue;
      const c = a.slice('substitute '.length);
      const b = html('button', { type: 'button', class: 'legal ga-button', 'data-action': a, title: this.ui.legal.get(a)?.text }, row);
      b.textContent = c === 'none' ? this.t('web-ga-substitute-none') : this.t('web-ga-substitute', { colour: this.colour(c), letter: this.letter(c) });
    }
  }

  /** Every legal action not yet on the page gets a button: nothing is left unclickable. */
  rest() {
    const shown = new Set([...this.root.querySelectorAll('[data-action]')].map((e) => e.getAttribute('data-action')));
    const prefixes = [...this.root.querySelectorAll('[data-prefix]')].map((e) => e.getAttribute('data-prefix') ?? '');
    const missing = [...this.ui.legal.keys()].filter(
      (a) => !shown.has(a) && !prefixes.some((p) => a === p || a.startsWith(p + ' ')),
    );
    if (missing.length === 0) return;
    const row = html('div', { class: 'ga-buttons more' }, this.root);
    html('span', {}, row, this.t('web-ga-more-actions'));
    for (const a of missing) {
      html('button', { type: 'button', class: 'legal ga-button', 'data-action': a, title: this.ui.legal.get(a)?.text }, row, a);
    }
  }
}
