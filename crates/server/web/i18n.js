// Texts of the page, from the server's Fluent catalogues (/api/i18n/{lang}). The server renders
// every message; arguments stay as {$name} and are filled in here.

const KEY = 'kohle-lang';
let messages = {};
let current = 'en';
let known = [];

/** The language: the one chosen before, else the browser's first of the six, else English. */
export function preferredLang() {
  const codes = ['en', 'de', 'pl', 'es', 'hu', 'ru'];
  const saved = localStorage.getItem(KEY);
  if (codes.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || 'en']) {
    const head = String(l).toLowerCase().slice(0, 2);
    if (codes.includes(head)) return head;
  }
  return 'en';
}

/** Loads the texts of `code` (and remembers the choice when `save`). */
export async function loadLang(code, save = false) {
  const r = await fetch(`/api/i18n/${encodeURIComponent(code)}`);
  if (!r.ok) throw new Error(`cannot load the texts of ${code}: ${r.status}`);
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

export function has(key) {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

/** The text of `key` with `args` filled in; the key itself when the catalogue lacks it. */
export function t(key, args = {}) {
  const text = has(key) ? messages[key] : key;
  return text.replace(/\{\$([a-z_]+)\}/gi, (m, name) =>
    Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : m);
}
