// Shared SVG and HTML helpers of the game modules.

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes, appended to `parent` when given. */
export function svg(tag, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== null && v !== undefined && v !== false) e.setAttribute(k, String(v));
  }
  if (parent) parent.appendChild(e);
  return e;
}

/** An SVG <text> with its content. */
export function text(parent, x, y, content, attrs = {}) {
  const e = svg('text', { x, y, ...attrs }, parent);
  e.textContent = content;
  return e;
}

/** An HTML element with attributes and optional text, appended to `parent` when given. */
export function html(tag, attrs = {}, parent = null, content = null) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'class') e.className = v;
    else e.setAttribute(k, String(v));
  }
  if (content !== null) e.textContent = content;
  if (parent) parent.appendChild(e);
  return e;
}

/** A tooltip: an SVG <title> child (or the HTML title attribute). */
export function tip(el, content) {
  if (!content) return el;
  if (el instanceof SVGElement) {
    const old = el.querySelector(':scope > title');
    if (old) old.remove();
    const t = svg('title');
    t.textContent = content;
    el.insertBefore(t, el.firstChild);
  } else {
    el.title = content;
  }
  return el;
}

/** Marks `el` as the place of the legal action `notation` (if it is legal now): clickable, focusable,
 * explained. Returns whether it was legal. */
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
 * puts the prefix in the notation box. Returns the matching actions. */
export function legalPrefix(el, prefix, ui, explain = null) {
  const list = [...ui.legal.keys()].filter((a) => a.startsWith(prefix + ' '));
  if (list.length === 0) return list;
  el.classList.add('legal');
  el.setAttribute('data-prefix', prefix);
  el.setAttribute('tabindex', '0');
  el.setAttribute('role', 'button');
  const text = explain || list.map((a) => ui.legal.get(a).text).join('\n');
  el.setAttribute('aria-label', text);
  tip(el, text);
  return list;
}

/** The SVG root of a drawing `w` x `h` user units that scales to its container (never wider
 * than `maxWidth` pixels when given). */
export function canvas(parent, w, h, label, maxWidth = null) {
  const e = svg('svg', {
    viewBox: `0 0 ${w} ${h}`, class: 'board-svg', role: 'group', 'aria-label': label,
    preserveAspectRatio: 'xMinYMin meet',
  }, parent);
  if (maxWidth) e.style.maxWidth = `${maxWidth}px`;
  return e;
}

/** A seat's colour (pieces), by seat number. */
export const SEAT_COLOURS = ['#c0392b', '#2471a3', '#1e8449', '#7d3c98'];

/** Fill colours of coal and a text colour readable on them. */
export const COAL = {
  yellow: { fill: '#f4d03f', ink: '#000' },
  brown: { fill: '#8d5a2b', ink: '#fff' },
  grey: { fill: '#9aa0a6', ink: '#000' },
  black: { fill: '#1c1c1c', ink: '#fff' },
};

/** A coal cube: a square in the colour's fill with its letter (for colour-blind players) and a
 * tooltip naming the colour. `letter` and `name` come from the catalogues. */
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
