// Helpers of the browser tests. The server is started by crates/server/tests/web.rs, which sets
// KOHLE_BASE_URL (http://127.0.0.1:PORT) and KOHLE_CHROMIUM (the browser to drive).

import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import net from 'node:net';
import assert from 'node:assert/strict';

export const BASE = process.env.KOHLE_BASE_URL || 'http://127.0.0.1:8080';
const CHROMIUM = process.env.KOHLE_CHROMIUM || '/usr/bin/chromium';

/** How long one wait may take (bots think, the machine may be busy). */
export const TIMEOUT = Number(process.env.KOHLE_WEB_TIMEOUT_MS || 30000);

/** A headless chromium. */
export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/**
 * One headless chromium for the tests of a file: launched before the first, closed after the
 * last. Call at the top of a test file; `browser()` gives it inside the tests.
 */
export function sharedBrowser() {
  let b;
  before(async () => {
    b = await launch();
  });
  after(async () => {
    await b?.close();
  });
  return () => b;
}

/** A small seeded random number generator (xorshift32): tests replay the same choices. */
export function rng(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

async function api(path, opts = {}) {
  const r = await fetch(BASE + path, opts);
  const body = await r.json();
  return { status: r.status, body };
}

/** Creates a game over the API: `{game_id, invites, spectator, seats}`. */
export async function createGame(body) {
  const r = await api('/api/games', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(r.status, 201, `create failed: ${JSON.stringify(r.body)}`);
  return r.body;
}

/** The invite of `seat` in a created game. */
export function invite(created, seat) {
  return created.invites.find((i) => i.seat === seat);
}

/** A link of a created game on the test server (links carry the server's Host). */
export function local(link) {
  const u = new URL(link);
  return BASE + u.pathname + u.hash;
}

/** A seat's state message over HTTP (what the page of that seat receives). */
export async function state(created, seat, lang = 'en') {
  const token = seat === null ? created.spectator.token : invite(created, seat).token;
  const r = await api(`/api/games/${created.game_id}?lang=${lang}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

/** Takes an action over the API (for the other side of a test). */
export async function apiAct(created, seat, action) {
  const r = await api(`/api/games/${created.game_id}/actions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${invite(created, seat).token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action }),
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

/** Opens a link in a new browser context: `{context, page, errors}`. Page errors are collected
 * (a test fails on any). */
export async function open(browser, link, { viewport = { width: 1280, height: 800 }, locale = 'en-US', hasTouch = false } = {}) {
  const context = await browser.newContext({ viewport, locale, hasTouch });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/WebSocket|ERR_CONNECTION|Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  await page.goto(link);
  return { context, page, errors };
}

/** Waits until the page shows a state (its version is on #app). */
export async function ready(page) {
  await page.waitForSelector('#app[data-version]', { timeout: TIMEOUT });
}

/** The version of the state the page shows. */
export async function version(page) {
  return Number(await page.getAttribute('#app', 'data-version'));
}

/** Waits until the page's seat must decide or the game is over; `true` when it must decide. */
export async function waitTurn(page) {
  await page.waitForSelector('#app[data-your-turn="yes"], #app[data-status="finished"]', { timeout: TIMEOUT });
  return (await page.getAttribute('#app', 'data-your-turn')) === 'yes';
}

/** A seat's state message and its page at the same version: the page may lag behind a read of
 * the API (its message is on the way) or run ahead of it (the other seats moved since); the read
 * is repeated until both show the same version, so that what the test compares is one state. */
export async function syncedState(page, created, seat) {
  for (;;) {
    const s = await state(created, seat);
    await page.waitForFunction((v) => Number(document.getElementById('app').dataset.version) >= v, s.version, {
      timeout: TIMEOUT,
    });
    if ((await version(page)) === s.version) return s;
  }
}

/** Waits until the page shows a version above `v`. */
export async function waitVersionAbove(page, v) {
  await page.waitForFunction((old) => Number(document.getElementById('app').dataset.version) > old, v, { timeout: TIMEOUT });
}

/** Clicks the legal action `notation` on the board: its own element, or the elements of its
 * prefixes one after another (`data-prefix`); answers a confirmation with yes. */
export async function clickAction(page, notation) {
  for (let step = 0; step < 8; step++) {
    const el = page.locator(`#board [data-action="${cssEscape(notation)}"]:not(.off)`);
    if ((await el.count()) > 0) {
      const v = await version(page);
      await el.first().click();
      await confirmIfAsked(page, v);
      return;
    }
    const prefixes = await page.$$eval('#board [data-prefix]', (els) => els.map((e) => e.dataset.prefix));
    const typed = (await page.inputValue('#notation-input')).trim();
    const next = prefixes
      .filter((p) => (notation === p || notation.startsWith(p + ' ')) && p.length > typed.length)
      .sort((a, b) => a.length - b.length)[0];
    assert.ok(next, `no element on the board for \`${notation}\` (prefixes ${JSON.stringify(prefixes)}, typed \`${typed}\`)`);
    await page.locator(`#board [data-prefix="${cssEscape(next)}"]`).first().click();
  }
  assert.fail(`could not reach \`${notation}\` by clicking`);
}

/** After a click: a confirmation question is answered with yes; otherwise the state (or an
 * error) arrives. */
async function confirmIfAsked(page, v) {
  await page.waitForFunction(
    (old) => document.querySelector('#confirm[open]') || document.querySelector('#hint.error')
      || Number(document.getElementById('app').dataset.version) > old,
    v,
    { timeout: TIMEOUT },
  );
  if (await page.locator('#confirm[open]').count()) await page.click('#confirm-yes');
}

function cssEscape(s) {
  return s.replace(/["\\]/g, '\\$&');
}

/** Plays a seat's page by clicking until the game is over: each turn one of the legal actions
 * (from the seat's state message) is chosen by `choose(legal)` and clicked on the board.
 * Returns the number of clicks. */
export async function playByClicking(page, created, seat, choose, maxMoves = 2000) {
  let moves = 0;
  while (await waitTurn(page)) {
    const s = await syncedState(page, created, seat);
    if (!s.your_turn) continue; // the others moved since the page said so; ask again
    const action = choose(s.legal.map((l) => l.action), s);
    const before = await version(page);
    await clickAction(page, action);
    await waitVersionAbove(page, before);
    moves += 1;
    assert.ok(moves < maxMoves, `more than ${maxMoves} moves`);
  }
  return moves;
}

/** A TCP proxy to the server: the page connects through it, and `drop()` cuts every open
 * connection as a network failure would. */
export async function proxy(target = BASE) {
  const { hostname, port } = new URL(target);
  const sockets = new Set();
  /** @type {Set<{client: net.Socket, upstream: net.Socket}>} */
  const pairs = new Set();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client);
    sockets.add(upstream);
    const pair = { client, upstream };
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
      pairs.delete(pair);
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    /** Cuts every connection; new ones are refused while `refuse` is true. */
    drop(refuse = false) {
      refusing = refuse;
      for (const s of sockets) s.destroy();
      sockets.clear();
      pairs.clear();
    },
    /** Swallows what the open connections carry in one direction from now on (`up`: from the
     * page to the server; `down`: the server's answers), as a network that loses packets. */
    hold(direction) {
      for (const { client, upstream } of pairs) {
        const [from, to] = direction === 'up' ? [client, upstream] : [upstream, client];
        from.unpipe(to);
        from.on('data', () => {});
      }
    },
    allow() {
      refusing = false;
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Saves a screenshot when KOHLE_SCREENSHOTS names a directory. */
export async function screenshot(page, name) {
  const dir = process.env.KOHLE_SCREENSHOTS;
  if (!dir) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}
