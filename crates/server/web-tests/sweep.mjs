// The sweep: every page of the site, in the six languages, at a phone's width (390 px) and a
// desktop's (1280 px; English and German unless KOHLE_SWEEP=full), loaded once each and checked by machine (inspect.mjs): no sideways
// scrolling of the page, no heading or label drawn over another, nothing [hidden] shown, no
// "null"/"undefined"/"NaN" and no raw message key in what a person reads, no console error, no
// failed request. Run by crates/server/tests/server/sweep.rs (`node --test sweep.mjs`), which
// starts the server and writes the two HTML reports (KOHLE_SWEEP_REPORTS); the screenshots go to
// KOHLE_SWEEP_DIR (one per page, language and width).
//
// The games are played over the API by seeded random moves, both seats people, and stopped at
// each phase to be looked at: Glück Auf in the draft, the placement, just after the first shift
// scoring and at the end; Haspelknecht in planning, the action phases, winter and at the end.
// Known problems in texts other work owns are in sweep-allow.mjs (each with its issue).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { launch, BASE, TIMEOUT, createGame, invite, state, apiAct, rng } from './lib.mjs';
import { inspect } from './inspect.mjs';
import { ALLOWED } from './sweep-allow.mjs';

// KOHLE_SWEEP_LANGS="de pl" narrows a run while working on the page.
const LANGS = (process.env.KOHLE_SWEEP_LANGS || 'en de pl es hu ru').split(/\s+/).filter(Boolean);
// The suite's sweep (the default) loads the desktop width in English and German only: a page that
// fits 390 px in every language and 1280 px in the longest words rarely breaks in between.
// KOHLE_SWEEP=full (scripts/sweep.sh) loads every language at both widths.
const FULL = process.env.KOHLE_SWEEP === 'full';
const DESKTOP_LANGS = ['en', 'de'];
const LOCALES = { en: 'en-GB', de: 'de-DE', pl: 'pl-PL', es: 'es-ES', hu: 'hu-HU', ru: 'ru-RU' };
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const OUT = process.env.KOHLE_SWEEP_DIR || '';
/** @type {{name: string, path: string}[]} */
const REPORTS = JSON.parse(process.env.KOHLE_SWEEP_REPORTS || '[]');

let browser;
/** Message keys' first parts (`web`, `ga`, `hk`, ...): a text that shows `web-…` shows a key. */
let keyHeads = [];
/** Every load: `{page, lang, width, ms, problems}` (the summary at the end). */
const loads = [];
/** Allow-list entries that excused something. */
const used = new Set();
/** One browser context and page per language, width and player key, made when first needed
 * and used for every load of that kind (a new page cost about a quarter of a second of each
 * load). `note` is where the page's errors go: the current load's list, or nowhere between
 * loads. @type {Map<string, {context: any, page: any, note: (p: string) => void}>} */
const tabs = new Map();

before(async () => {
  if (OUT) mkdirSync(OUT, { recursive: true });
  browser = await launch();
  const r = await fetch(`${BASE}/api/i18n/en`);
  const body = await r.json();
  keyHeads = [...new Set(Object.keys(body.messages).map((k) => k.split('-')[0]))];
});

after(async () => {
  for (const t of tabs.values()) await t.context.close();
  await browser?.close();
  const ms = loads.reduce((a, l) => a + l.ms, 0);
  const left = ALLOWED.filter((a) => !used.has(a));
  const lines = [
    `sweep: ${loads.length} page loads in ${(ms / 1000).toFixed(1)} s of loading and checking`,
    OUT ? `sweep: screenshots in ${OUT}` : 'sweep: no screenshots (KOHLE_SWEEP_DIR unset)',
    ...left.map((a) => `sweep: allow-list entry no longer needed: ${a.issue} (${a.match})`),
  ];
  console.log(lines.join('\n'));
  if (OUT) writeFileSync(`${OUT}/summary.json`, JSON.stringify(loads, null, 1));
});

/** A problem the allow-list excuses (counted as used).
 * @param {string} page @param {string} lang @param {string} problem */
function allowed(page, lang, problem) {
  const entry = ALLOWED.find((a) => a.match.test(problem) && (!a.langs || a.langs.includes(lang)) && (!a.pages || a.pages.test(page)));
  if (entry) used.add(entry);
  return Boolean(entry);
}

/** The tab for loads in language `lang` at viewport `vp` with player key `key`.
 * @param {string} lang @param {{width: number, height: number}} vp @param {string} [key] */
async function tabFor(lang, vp, key) {
  const which = `${lang} ${vp.width} ${key ?? ''}`;
  const had = tabs.get(which);
  if (had) return had;
  const context = await browser.newContext({ viewport: vp, locale: LOCALES[lang] });
  if (key) {
    await context.addInitScript((/** @type {string} */ k) => {
      try {
        localStorage.setItem('kohle-player-key', k);
      } catch {
        // about:blank has no storage
      }
    }, key);
  }
  const page = await context.newPage();
  /** @type {{context: any, page: any, note: (p: string) => void}} */
  const tab = { context, page, note: () => {} };
  page.on('pageerror', (/** @type {Error} */ e) => tab.note(`script error: ${e.message}`));
  page.on('console', (/** @type {any} */ m) => {
    if (m.type() === 'error') tab.note(`console error: ${m.text()}`);
  });
  page.on('requestfailed', (/** @type {any} */ r) => tab.note(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (/** @type {any} */ r) => {
    if (r.status() >= 400) tab.note(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  tabs.set(which, tab);
  return tab;
}

/**
 * Loads `url` in the tab (of the context of language `lang`, viewport `vp` and player key
 * `key`), waits for `ready`, inspects it and keeps a screenshot. Returns the problems found,
 * each prefixed with where.
 * @param {string} name the page's name (for the report and the screenshot's file)
 * @param {string} url
 * @param {{lang: string, vp: {width: number, height: number}, ready: string, key?: string}} how
 */
async function sweepOne(name, url, { lang, vp, ready, key }) {
  const started = Date.now();
  const tab = await tabFor(lang, vp, key);
  const { page } = tab;
  /** @type {string[]} */
  const found = [];
  tab.note = (p) => {
    if (!found.includes(p)) found.push(p);
  };
  try {
    await page.goto(url);
    await page.waitForSelector(ready, { timeout: TIMEOUT });
    // Fonts in, two frames drawn.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    for (const p of await page.evaluate(inspect, { keyHeads })) tab.note(p);
    if (OUT) await page.screenshot({ path: `${OUT}/${name}-${lang}-${vp.width}.jpeg`, fullPage: true, type: 'jpeg', quality: 70 });
  } catch (e) {
    tab.note(`did not load: ${String(e).split('\n')[0]}`);
  }
  tab.note = () => {};
  // Away from the page, so that the next load (maybe the same address with another token
  // after the '#') loads anew; what the page does as it goes is not this load's.
  await page.goto('about:blank').catch(() => {});
  const problems = found.filter((p) => !allowed(name, lang, p));
  loads.push({ page: name, lang, width: vp.width, ms: Date.now() - started, problems });
  return problems.map((p) => `${name} ${lang} ${vp.width}px: ${p}`);
}

/** Sweeps one page in every language at both widths; fails with every problem found.
 * @param {string} name @param {string} url @param {string} ready @param {{key?: string, langs?: string[]}} [opts] */
async function sweep(name, url, ready, opts = {}) {
  const problems = [];
  for (const lang of opts.langs || LANGS) {
    for (const vp of WIDTHS) {
      if (vp.width > 390 && !FULL && !DESKTOP_LANGS.includes(lang)) continue;
      problems.push(...(await sweepOne(name, url, { lang, vp, ready, key: opts.key })));
    }
  }
  if (problems.length) assert.fail(`${problems.length} problems on ${name}:\n${problems.join('\n')}`);
}

/**
 * Plays random legal moves over the API, for whichever seat is to move, until `stop(view)` holds
 * for the public state message (or the game is over). Returns that message.
 * @param {any} created @param {(msg: any) => boolean} stop @param {(n: number) => number} pick
 */
async function playUntil(created, stop, pick) {
  for (let moves = 0; moves < 5000; moves++) {
    const pub = await state(created, null);
    if (stop(pub) || pub.status !== 'open') return pub;
    const seat = pub.to_move[pick(pub.to_move.length)];
    const mine = await state(created, seat);
    const legal = mine.legal.map((/** @type {{action: string}} */ l) => l.action);
    await apiAct(created, seat, legal[pick(legal.length)]);
  }
  assert.fail('the game did not reach the phase in 5000 moves');
}

/** The log lines of a state message as one text (to see what happened). @param {any} msg */
function logText(msg) {
  return JSON.stringify(msg.log ?? []);
}

const phase = (/** @type {any} */ m) => m.view.phase.name;
const seatLink = (/** @type {any} */ created, /** @type {number} */ seat) => `${BASE}/play/${created.game_id}#token=${invite(created, seat).token}`;

// -- The checks themselves -------------------------------------------------------------------

test('the checks find each kind of problem on a page made to have them', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html><body style="margin:0;font:15px sans-serif">
    <style>.flex { display: flex }</style>
    <h2 style="position:absolute;top:10px;left:10px;margin:0">Lorenfabrik 8</h2>
    <h2 style="position:absolute;top:14px;left:40px;margin:0">Aufträge: oberste 5</h2>
    <div style="width:500px">wide</div>
    <div class="flex" hidden>shown although hidden</div>
    <p>Seat undefined: web-ga-shift and {$name}</p>
    <svg width="100" height="40" viewBox="0 0 100 40"><text x="60" y="20" font-size="14">Lorenfabrik: oberste 5</text></svg>
    <p>Null Punkte, null Fehler? No: the word alone.</p>
  </body></html>`);
  const found = await page.evaluate(inspect, { keyHeads: ['web', 'ga'] });
  await context.close();
  const expect = [
    /^the page is 500 px wide in a 390 px window \(<div> "wide" to 500 px\)$/,
    /"Lorenfabrik 8" \(h2\) overlaps "Aufträge: oberste 5" \(h2\)/,
    /"Lorenfabrik: oberste 5" runs out of its drawing/,
    /<div\.flex> "shown although hidden" is hidden but shown/,
    /a missing value "undefined" in the text "Seat undefined/,
    /a message key "web-ga-shift"/,
    /an unfilled argument "\{\$name\}"/,
    /a missing value "null" in the text "Null Punkte, null Fehler/,
  ];
  for (const re of expect) assert.ok(found.some((p) => re.test(p)), `${re} not in:\n${found.join('\n')}`);
  assert.equal(found.length, expect.length, found.join('\n'));
  // A console error and a failed request, as a load of the sweep sees them.
  const vp = { width: 390, height: 844 };
  const logged = await sweepOne('probe', 'data:text/html,<p>x</p><script>console.error("boom")</script>', { lang: 'en', vp, ready: 'p' });
  assert.deepEqual(logged, ['probe en 390px: console error: boom']);
  const missing = await sweepOne('probe', `${BASE}/api/games/none`, { lang: 'en', vp, ready: 'body' });
  assert.ok(missing.some((p) => p.includes(`HTTP 404: GET ${BASE}/api/games/none`)), missing.join('\n'));
});

// -- Pages without a game --------------------------------------------------------------------

test('the lobby', async () => {
  await sweep('lobby', `${BASE}/`, '#new-game');
});

test('sign-in (My games without a player key)', async () => {
  await sweep('sign-in', `${BASE}/me`, '#me-sign-in');
});

test('the replay page of a record file', async () => {
  await sweep('replay-file', `${BASE}/replay`, '.drop-zone');
});

// -- Glück Auf ---------------------------------------------------------------------------------

/** @type {any} */
let ga;
/** @type {any} */
let hk;

test('Glück Auf: the draft', async () => {
  ga = await createGame({ game: 'glueckauf', seats: [{ name: 'Anna' }, { name: 'Ben' }] });
  const m = await state(ga, null);
  assert.equal(phase(m), 'draft');
  await sweep('ga-draft', seatLink(ga, 0), '#app[data-version]');
});

const gaPick = rng(38);

test('Glück Auf: the placement', async () => {
  const m = await playUntil(ga, (x) => phase(x) === 'place_workers' && x.view.shift === 1 && x.to_move.includes(0), gaPick);
  assert.equal(phase(m), 'place_workers');
  await sweep('ga-placement', seatLink(ga, 0), '#app[data-version]');
});

test('Glück Auf: just after the first shift scoring', async () => {
  const m = await playUntil(ga, (x) => x.view.shift === 2 && x.to_move.includes(0), gaPick);
  assert.equal(m.view.shift, 2, logText(m));
  await sweep('ga-scored', seatLink(ga, 0), '#app[data-version]');
});

test('Glück Auf: the end', async () => {
  const m = await playUntil(ga, () => false, gaPick);
  assert.equal(m.status, 'finished');
  await sweep('ga-over', seatLink(ga, 0), '#app[data-status="finished"]');
});

test('the replay of the finished Glück Auf game', async () => {
  await sweep('replay', `${BASE}/replay/${ga.game_id}#token=${invite(ga, 0).token}`, '#rp-step');
});

// -- Haspelknecht ------------------------------------------------------------------------------

const hkPick = rng(380);

test('Haspelknecht: planning', async () => {
  hk = await createGame({ game: 'haspelknecht', seats: [{ name: 'Anna' }, { name: 'Ben' }] });
  const m = await playUntil(hk, (x) => phase(x) === 'planning' && x.to_move.includes(0), hkPick);
  assert.equal(phase(m), 'planning');
  await sweep('hk-planning', seatLink(hk, 0), '#app[data-version]');
});

test('Haspelknecht: the action phases', async () => {
  const m = await playUntil(hk, (x) => phase(x) === 'execution' && x.to_move.includes(0), hkPick);
  assert.equal(phase(m), 'execution');
  await sweep('hk-actions', seatLink(hk, 0), '#app[data-version]');
});

test('Haspelknecht: winter', async () => {
  // A winter decision when some seat has one (a kiln, rent it cannot pay, storage), else the
  // first decision after the first winter.
  const m = await playUntil(hk, (x) => phase(x).startsWith('winter') || x.view.year >= 2, hkPick);
  assert.ok(phase(m).startsWith('winter') || m.view.year === 2, phase(m));
  await sweep('hk-winter', seatLink(hk, 0), '#app[data-version]');
});

test('Haspelknecht: the end', async () => {
  const m = await playUntil(hk, () => false, hkPick);
  assert.equal(m.status, 'finished');
  await sweep('hk-over', seatLink(hk, 0), '#app[data-status="finished"]');
});

// -- A person's pages --------------------------------------------------------------------------

/** A POST of JSON to the API: `{status, body}`.
 * @param {string} path @param {unknown} body @param {string} [token] */
async function post(path, body, token) {
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const r = await fetch(BASE + path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: r.status, body: await r.json() };
}

test('My games and the leaderboard', async () => {
  const made = await post('/api/players', { name: 'Anna' });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const { key } = made.body;
  // The two finished games and one still running.
  const running = await createGame({ game: 'haspelknecht', seats: [{ name: 'Anna' }, { name: 'Ben' }] });
  for (const created of [ga, hk, running]) {
    const a = await post(`/api/games/${created.game_id}/attach`, { key }, invite(created, 0).token);
    assert.equal(a.status, 200, JSON.stringify(a.body));
  }
  await sweep('my-games', `${BASE}/me`, '#me-games .me-game', { key });
  await sweep('leaderboard', `${BASE}/leaderboard`, '#board table');
});

// -- The HTML reports (written in English only, so swept at both widths once) ------------------

test('the analysis and balance reports', async () => {
  assert.ok(REPORTS.length >= 2, 'KOHLE_SWEEP_REPORTS names no reports');
  for (const { name, path } of REPORTS) await sweep(name, pathToFileURL(path).href, 'body h1', { langs: ['en'] });
});
