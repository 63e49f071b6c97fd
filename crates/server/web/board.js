// Shared SVG and HTML helpers of the game modules, and the types app.js hands them.

/** @typedef {import('./types/api').StateMessage} StateMessage */
/** @typedef {import('./types/api').LegalAction} LegalAction */

/**
 * One entry of a game's rules help (`/api/info/{game}`'s `help`; that route's answer is not
 * described by a schema, so this is written by hand).
 * @typedef {object} HelpEntry
 * @property {string} group
 * @property {string} group_text
 * @property {string} id
 * @property {string} name
 * @property {string} text
 */

/**
 * What app.js gives a game module's `draw` (crates/server/web/README-dev.md).
 * @typedef {object} Ui
 * @property {(key: string, args?: Record<string, unknown>) => string} t a catalogue text
 * @property {(action: string) => void} act sends a legal action (app.js asks first when it should)
 * @property {Map<string, LegalAction>} legal notation -> legal action (empty when it is not this seat's turn)
 * @property {number | null} seat this page's seat, `null` for a spectator
 * @property {string[]} names seat -> display name
 * @property {string} prefix what is typed in the notation box
 * @property {Map<string, HelpEntry>} help rules-help id -> entry
 * @property {boolean} [replay] a replay: `seat` is the view chosen, not the reader's own seat
 */

/**
 * A game module: draws the board of a state message into an empty `root`.
 * @typedef {object} GameModule
 * @property {(root: HTMLElement, msg: StateMessage, ui: Ui) => void} draw
 */

/** Attributes of a new element: `null`, `undefined` and `false` leave one out.
 * @typedef {Record<string, string | number | boolean | null | undefined>} Attrs */

export const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * An SVG element with attributes, appended to `parent` when given.
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {Element | null} [parent]
 * @returns {SVGElementTagNameMap[K]}
 */
export function svg(tag, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== null && v !== undefined && v !== false) e.setAttribute(k, String(v));
  }
  if (parent) parent.appendChild(e);
  return e;
}

/**
 * An SVG <text> with its content.
 * @param {Element} parent
 * @param {number} x
 * @param {number} y
 * @param {string} content
 * @param {Attrs} [attrs]
 */
export function text(parent, x, y, content, attrs = {}) {
  const e = svg('text', { x, y, ...attrs }, parent);
  e.textContent = content;
  return e;
}

/** @type {CanvasRenderingContext2D | null} */
let measurer = null;

/**
 * The width of `content` in the page's font at `size` user units (drawings are made before
 * they are in the document, where SVG cannot measure its own text: a canvas can).
 * @param {string} content
 * @param {number} size
 * @param {boolean} [bold]
 */
export function textWidth(content, size, bold = false) {
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return content.length * size * 0.6;
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  measurer.font = `${bold ? 'bold ' : ''}${size}px ${family}`;
  return measurer.measureText(content).width;
}

/**
 * Makes an SVG <text> fit `width` user units: a smaller font (down to three quarters of its
 * size), then squeezed to the width. Long words of some languages (Lorenfabrik, Zamówienia)
 * would otherwise run into the next space of the board.
 * @template {SVGTextElement} E
 * @param {E} el
 * @param {number} width
 * @returns {E}
 */
export function fit(el, width) {
  const size = Number(el.getAttribute('font-size')) || 16;
  const bold = el.getAttribute('font-weight') === 'bold';
  const w = textWidth(el.textContent || '', size, bold);
  if (w <= width) return el;
  const smaller = Math.max(size * 0.75, (size * width) / w);
  el.setAttribute('font-size', smaller.toFixed(2));
  if ((w * smaller) / size > width) {
    el.setAttribute('textLength', width.toFixed(1));
    el.setAttribute('lengthAdjust', 'spacingAndGlyphs');
  }
  return el;
}

/**
 * A text on up to two lines of `width` user units (the words that fit on the first, the rest
 * on the second, each fitted); `y` is the first line's.
 * @param {Element} parent
 * @param {number} x
 * @param {number} y
 * @param {string} content
 * @param {Attrs} attrs
 * @param {number} width
 * @returns {SVGTextElement[]}
 */
export function twoLines(parent, x, y, content, attrs, width) {
  const size = Number(attrs['font-size']) || 16;
  const bold = attrs['font-weight'] === 'bold';
  const words = content.split(' ');
  if (words.length < 2 || textWidth(content, size, bold) <= width) return [fit(text(parent, x, y, content, attrs), width)];
  let cut = 1;
  while (cut < words.length - 1 && textWidth(words.slice(0, cut + 1).join(' '), size, bold) <= width) cut++;
  return [words.slice(0, cut).join(' '), words.slice(cut).join(' ')]
    .map((line, i) => fit(text(parent, x, y + i * size * 1.15, line, attrs), width));
}

/**
 * An HTML element with attributes and optional text, appended to `parent` when given.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {Element | null} [parent]
 * @param {string | null} [content]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function html(tag, attrs = {}, parent = null, content = null) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'class') e.className = String(v);
    else e.setAttribute(k, String(v));
  }
  if (content !== null) e.textContent = content;
  if (parent) parent.appendChild(e);
  return e;
}

/**
 * A tooltip: an SVG <title> child (or the HTML title attribute).
 * @template {Element} E
 * @param {E} el
 * @param {string | null | undefined} content
 * @returns {E}
 */
export function tip(el, content) {
  if (!content) return el;
  if (el instanceof SVGElement) {
    const old = el.querySelector(':scope > title');
    if (old) old.remove();
    const t = svg('title');
    t.textContent = content;
    el.insertBefore(t, el.firstChild);
  } else if (el instanceof HTMLElement) {
    el.title = content;
  }
  return el;
}

/** Marks `el` as the place of the legal action `notation` (if it is legal now): clickable, focusable,
 * explained. Returns whether it was legal.
 * @param {Element} el
 * @param {string} notation
 * @param {Ui} ui
 * @returns {boolean} */
export function legal(el, notation, ui) {
  const entry = ui.legal.get(notation);
  if (!entry) return false;
  el.classList.add('legal');
  el.setAttribute('data-action', notation);
  el.setAttribute('tabindex', '0');
  el.setAttribute('role', 'button');
  el.setAttribute('aria-label', entry.text);
  tip(el, entry.text);
  return true;
}

/** Marks `el` as starting the legal actions that begin with `prefix + ' '` (if any): clicking it
 * puts the prefix in the notation box. Returns the matching actions.
 * @param {Element} el
 * @param {string} prefix
 * @param {Ui} ui
 * @param {string | null} [explain]
 * @returns {string[]} */
export function legalPrefix(el, prefix, ui, explain = null) {
  const list = [...ui.legal.keys()].filter((a) => a.startsWith(prefix + ' '));
  if (list.length === 0) return list;
  el.classList.add('legal');
  el.setAttribute('data-prefix', prefix);
  el.setAttribute('tabindex', '0');
  el.setAttribute('role', 'button');
  const label = explain || list.map((a) => ui.legal.get(a)?.text).join('\n');
  el.setAttribute('aria-label', label);
  tip(el, label);
  return list;
}

/** The SVG root of a drawing `w` x `h` user units that scales to its container (never wider
 * than `maxWidth` pixels when given).
 * @param {Element} parent
 * @param {number} w
 * @param {number} h
 * @param {string} label
 * @param {number | null} [maxWidth] */
export function canvas(parent, w, h, label, maxWidth = null) {
  const e = svg('svg', {
    viewBox: `0 0 ${w} ${h}`, class: 'board-svg', role: 'group', 'aria-label': label,
    preserveAspectRatio: 'xMinYMin meet',
  }, parent);
  if (maxWidth) e.style.maxWidth = `${maxWidth}px`;
  return e;
}

/** A seat's colour (pieces), by seat number.
 * @type {readonly string[]} */
export const SEAT_COLOURS = ['#c0392b', '#2471a3', '#1e8449', '#7d3c98'];

/** Fill colours of coal and a text colour readable on them.
 * @type {Readonly<Record<string, {fill: string, ink: string}>>} */
export const COAL = {
  yellow: { fill: '#f4d03f', ink: '#000' },
  brown: { fill: '#8d5a2b', ink: '#fff' },
  grey: { fill: '#9aa0a6', ink: '#000' },
  black: { fill: '#1c1c1c', ink: '#fff' },
};

/** A coal cube: a square in the colour's fill with its letter (for colour-blind players) and a
 * tooltip naming the colour. `letter` and `name` come from the catalogues.
 * @param {Element} parent
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {string} colour
 * @param {string} letter
 * @param {string} name */
export function cube(parent, x, y, size, colour, letter, name) {
  const c = COAL[colour] || { fill: '#fff', ink: '#000' };
  const g = svg('g', { class: `cube cube-${colour}` }, parent);
  svg('rect', { x, y, width: size, height: size, rx: size * 0.15, fill: c.fill, stroke: '#000', 'stroke-width': 0.8 }, g);
  text(g, x + size / 2, y + size * 0.72, letter, {
    'text-anchor': 'middle', 'font-size': size * 0.62, fill: c.ink, 'font-weight': 'bold',
  });
  tip(g, name);
  return g;
}
