// Texts of the page, from the server's Fluent catalogues (/api/i18n/{lang}). The server renders
// every message; arguments stay as {$name} and are filled in here.

/**
 * A language the server has texts in.
 * @typedef {object} Language
 * @property {string} code `en`, `de`, ...
 * @property {string} name its own name
 */

/**
 * The answer of `/api/i18n/{lang}` (described in words only by the OpenAPI document, so written
 * here by hand).
 * @typedef {object} Texts
 * @property {string} lang
 * @property {Language[]} languages
 * @property {Record<string, string>} messages
 */

const KEY = 'kohle-lang';
/** @type {Record<string, string>} */
let messages = {};
let current = 'en';
/** @type {Language[]} */
let known = [];

/** The language: the one chosen before, else the browser's first of the six, else English. */
export function preferredLang() {
  const codes = ['en', 'de', 'pl', 'es', 'hu', 'ru'];
  const saved = localStorage.getItem(KEY);
  if (saved !== null && codes.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || 'en']) {
    const head = String(l).toLowerCase().slice(0, 2);
    if (codes.includes(head)) return head;
  }
  return 'en';
}

/** Loads the texts of `code` (and remembers the choice when `save`).
 * @param {string} code
 * @param {boolean} [save] */
export async function loadLang(code, save = false) {
  const r = await fetch(`/api/i18n/${encodeURIComponent(code)}`);
  if (!r.ok) throw new Error(`cannot load the texts of ${code}: ${r.status}`);
  /** @type {Texts} */
  const body = await r.json();
  messages = body.messages;
  current = body.lang;
  known = body.languages;
  document.documentElement.lang = current;
  if (save) localStorage.setItem(KEY, current);
}

export function lang() {
  return current;
}

/** The six languages: [{code, name}]. */
export function languages() {
  return known;
}

/** Whether the catalogue has `key`.
 * @param {string} key */
export function has(key) {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

/** The text of `key` with `args` filled in; the key itself when the catalogue lacks it.
 * @param {string} key
 * @param {Record<string, unknown>} [args]
 * @returns {string} */
export function t(key, args = {}) {
  const text = has(key) ? messages[key] : key;
  return text.replace(/\{\$([a-z_]+)\}/gi, (m, name) =>
    Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : m);
}
