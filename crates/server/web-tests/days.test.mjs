// Play over days in the browser: clocks ticking, a bot taking over a seat whose time ran out and
// the person taking it back, the notice of a turn in a background tab (system notification,
// "(1)" in the title), My games with a player key, a game made in the lobby with a clock.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, BASE, open, ready, createGame, invite, local, state, apiAct, TIMEOUT } from './lib.mjs';

const browser = sharedBrowser();

/** The seconds a clock's text shows (`m:ss` or `h:mm:ss`). */
function seconds(text) {
  const m = text.match(/(\d+):(\d\d)(?::(\d\d))?/);
  assert.ok(m, `no time in "${text}"`);
  return m[3] === undefined ? Number(m[1]) * 60 + Number(m[2]) : Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

test('clocks tick; a bot takes over a seat whose time ran out; the person takes it back', async () => {
  const created = await createGame({
    game: 'glueckauf',
    seats: [{ name: 'Anna' }, { name: 'Ben' }],
    clock: { kind: 'turn', per_move_seconds: 4, reserve_seconds: 0 },
  });
  const first = (await state(created, null)).to_move[0];
  const { page, errors, context } = await open(browser(), local(invite(created, first).link));
  await ready(page);
  const clock = page.locator(`#clocks .clock[data-seat="${first}"] .clock-time`);
  await page.waitForSelector(`#clocks .clock[data-seat="${first}"][data-running="yes"]`);
  const a = seconds(await clock.textContent());
  await page.waitForTimeout(1200);
  const b = seconds(await clock.textContent());
  assert.ok(b < a && a - b <= 2, `the clock does not tick: ${a} then ${b}`);
  assert.ok(a <= 4, `${a}`);
  // Nobody moves: the bot takes the seat over, the log and the clocks say so.
  await page.waitForSelector('#clocks .taken-over', { timeout: 8000 });
  assert.match(await page.textContent('#clocks .taken-over'), /greedy/);
  assert.match(await page.textContent('#log'), /ran out of time/);
  // Take the seat back (before the other seat's 4 s run out too).
  await page.click('#take-back');
  await page.waitForFunction(() => !document.querySelector('#clocks .taken-over'), null, { timeout: TIMEOUT });
  assert.match(await page.textContent('#log'), /took their seat back/);
  const s = await state(created, first);
  assert.equal(s.seats[first].status, undefined);
  assert.equal(s.status, 'open');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a turn in a background tab: a notification, asked for once, and "(1)" in the title', async () => {
  const created = await createGame({ game: 'glueckauf', seats: [{ name: 'Anna' }, { name: 'Ben' }] });
  const first = (await state(created, null)).to_move[0];
  const other = 1 - first;
  // The page of the seat that waits: permission to notify is granted; the tab's visibility is
  // under the test's control; notifications shown are recorded (and shown).
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['notifications'], { origin: BASE });
  await context.addInitScript(() => {
    window.__hidden = false;
    Object.defineProperty(document, 'hidden', { get: () => window.__hidden });
    Object.defineProperty(document, 'visibilityState', { get: () => (window.__hidden ? 'hidden' : 'visible') });
    window.__notes = [];
    const Real = window.Notification;
    class Recorded extends Real {
      constructor(title, opts) {
        super(title, opts);
        window.__notes.push({ title, body: opts && opts.body });
      }
    }
    window.Notification = Recorded;
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(local(invite(created, other).link));
  await ready(page);
  assert.equal(await page.getAttribute('#app', 'data-your-turn'), 'no');
  // The tab goes to the background; the other seat moves: it is this seat's turn.
  await page.evaluate(() => {
    window.__hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const s = await state(created, first);
  await apiAct(created, first, s.legal[0].action);
  await page.waitForSelector('#app[data-your-turn="yes"]', { timeout: TIMEOUT });
  await page.waitForFunction(() => window.__notes.length > 0, null, { timeout: TIMEOUT });
  const notes = await page.evaluate(() => window.__notes);
  assert.equal(notes.length, 1);
  assert.match(notes[0].title, /Your turn/);
  assert.match(notes[0].body, /Glück Auf/);
  assert.match(await page.title(), /^\(1\) ▶ Your turn/);
  // Back in front: the title loses the "(1)".
  await page.evaluate(() => {
    window.__hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForFunction(() => !document.title.startsWith('(1)'));
  assert.match(await page.title(), /^▶ Your turn/);
  // Permission granted already: nothing to ask.
  assert.equal(await page.locator('#notify-ask').count(), 0);
  await context.close();

  // Without a decision yet, the page asks politely (a button), once.
  const { page: p2, context: c2 } = await open(browser(), local(invite(created, other).link));
  await ready(p2);
  await p2.waitForSelector('#notify-ask');
  await p2.click('#notify-ask');
  await p2.waitForFunction(() => !document.querySelector('#notify-ask'));
  await p2.reload();
  await ready(p2);
  await p2.waitForTimeout(300);
  assert.equal(await p2.locator('#notify-ask').count(), 0, 'asked again');
  await c2.close();
  assert.deepEqual(errors, []);
});

test('My games: a player key, a game made in the lobby with a clock, a seat added from an invite', async () => {
  const { page, errors, context } = await open(browser(), `${BASE}/me`);
  await page.waitForSelector('#new-player');
  await page.fill('#player-name', 'Mia');
  await page.click('#player-create');
  await page.waitForSelector('#me-games');
  const key = await page.evaluate(() => localStorage.getItem('kohle-player-key'));
  assert.match(key, /^[0-9a-f]{64}$/);
  // A turn-based game made in the lobby, Mia in seat 0 ("me").
  await page.goto(`${BASE}/`);
  await page.waitForSelector('#new-game');
  await page.selectOption('#clock-kind', 'turn');
  await page.fill('#clock-hours', '24');
  await page.fill('#clock-reserve', '48');
  const rows = page.locator('.seat-row');
  await rows.nth(0).locator('.seat-name').fill('Mia');
  assert.ok(await rows.nth(0).locator('.seat-me-radio').isChecked());
  await page.click('#create');
  await page.waitForSelector('#created .invite');
  // A game of somebody else, Mia's seat added from its invite.
  const other = await createGame({ game: 'haspelknecht', seats: [{ name: 'Joe' }, { name: 'Mia' }] });
  await page.goto(local(invite(other, 1).link));
  await ready(page);
  await page.click('#attach');
  await page.waitForFunction(() => /Added/.test(document.getElementById('hint').textContent || ''));
  // Both are in My games, with whose turn it is and the clock.
  await page.goto(`${BASE}/me`);
  await page.waitForSelector('#me-games .me-game');
  assert.equal(await page.locator('#me-games .me-game').count(), 2);
  const timed = page.locator('#me-games .me-game', { hasText: 'Glück Auf' });
  const text = await timed.textContent();
  assert.match(text, /Mia/);
  assert.match(text, /Your turn|to move/);
  const clockText = await timed.locator('.me-clock').textContent();
  assert.match(clockText, /^[23]d \d\d:\d\d$/, clockText);
  // The key opens the game (no token in the link).
  await timed.locator('a.me-link').click();
  await ready(page);
  assert.match(await page.textContent('#status'), /Mia/);
  assert.doesNotMatch(page.url(), /token=/);
  // The leaderboard answers (nobody rated yet here).
  await page.goto(`${BASE}/leaderboard`);
  await page.waitForSelector('#board table');
  assert.deepEqual(errors, []);
  await context.close();
});

/** A request to the API with a bearer token: `{status, body}`. */
async function call(method, path, bearer, body) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: r.status, body: await r.json().catch(() => null) };
}

test('an ended game: one account in the banner, nothing to click; My games tells the result and its reason', async () => {
  // Mia (a player here) resigns a game against a bot: the game ends at once, Mia last.
  const mia = await call('POST', '/api/players', null, { name: 'Mia', lang: 'en' });
  assert.equal(mia.status, 201);
  const key = mia.body.key;
  const r = await fetch(`${BASE}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ game: 'glueckauf', seats: [{ name: 'Mia', me: true }, { bot: 'greedy' }], on_resign: 'end' }),
  });
  assert.equal(r.status, 201);
  const created = await r.json();
  const { page, errors, context } = await open(browser(), local(invite(created, 0).link));
  await ready(page);
  await page.evaluate((k) => localStorage.setItem('kohle-player-key', k), key);
  const resigned = await call('POST', `/api/games/${created.game_id}/resign`, invite(created, 0).token);
  assert.equal(resigned.status, 200);
  await page.waitForSelector('#app[data-status="finished"]', { timeout: TIMEOUT });
  const s = await state(created, 0);
  // The banner is the server's account: the headline and every seat's line, Mia's reason.
  await page.waitForSelector('#end-headline');
  assert.equal(await page.textContent('#end-headline'), s.ending.headline);
  const lines = await page.locator('#end-places li').allTextContents();
  assert.deepEqual(lines, s.ending.seats.map((x) => x.line));
  assert.match(lines[1], /resigned/);
  // The log's last line is the same account; nothing is clickable, there is no input.
  const log = await page.locator('#log li').allTextContents();
  assert.equal(log[log.length - 1], s.ending.account);
  assert.deepEqual(s.legal, []);
  assert.equal(await page.locator('#board [data-action], #board [data-prefix], .legal').count(), 0);
  assert.ok(await page.locator('#notation').isHidden());
  await context.close();

  // My games: the result with its reason, the date of the last move, no clock.
  const me = await open(browser(), `${BASE}/me`);
  await me.page.evaluate((k) => localStorage.setItem('kohle-player-key', k), key);
  await me.page.goto(`${BASE}/me`);
  await me.page.waitForSelector('#me-games .me-game');
  const entry = me.page.locator(`#me-games .me-game[data-game="${created.game_id}"]`);
  const text = await entry.textContent();
  assert.ok(text.includes(s.ending.seats.find((x) => x.seat === 0).result), text);
  assert.equal(await entry.locator('.me-clock').count(), 0, 'a clock on an ended game');
  assert.match(await entry.locator('a.me-link').textContent(), /Glück Auf — Mia, greedy — .*\d/);
  assert.deepEqual(errors, []);
  assert.deepEqual(me.errors, []);
  await me.context.close();
});

test('"Add to My games" is gone once used; a waiting seat without reserve shows no 0:00', async () => {
  const mia = await call('POST', '/api/players', null, { name: 'Mia' });
  const key = mia.body.key;
  const created = await createGame({
    game: 'glueckauf',
    seats: [{ name: 'Joe' }, { name: 'Mia' }],
    clock: { kind: 'turn', per_move_seconds: 86400, reserve_seconds: 0 },
  });
  const { page, errors, context } = await open(browser(), `${BASE}/me`);
  await page.evaluate((k) => localStorage.setItem('kohle-player-key', k), key);
  await page.goto(local(invite(created, 1).link));
  await ready(page);
  await page.click('#attach');
  await page.waitForFunction(() => /Added/.test(document.getElementById('hint').textContent || ''));
  // A new state (the other seat moves) draws the tools again: no button.
  const s0 = await state(created, 0);
  if (s0.your_turn) await apiAct(created, 0, s0.legal[0].action);
  await page.waitForTimeout(500);
  assert.equal(await page.locator('#attach').count(), 0, 'drawn again after it was used');
  await page.reload();
  await ready(page);
  await page.waitForTimeout(500);
  assert.equal(await page.locator('#attach').count(), 0, 'offered again after a reload');
  // The waiting seat's clock: no reserve, not running: no "0:00" anywhere.
  const s1 = await state(created, 1);
  const waiting = s1.your_turn ? 0 : 1;
  const clock = await page.textContent(`#clocks .clock[data-seat="${waiting}"]`);
  assert.doesNotMatch(clock, /0:00/, clock);
  await page.goto(`${BASE}/me`);
  await page.waitForSelector('#me-games .me-game');
  const mine = page.locator(`#me-games .me-game[data-game="${created.game_id}"]`);
  if (!s1.your_turn) assert.equal((await mine.locator('.me-clock').textContent()).trim(), '');
  assert.doesNotMatch(await mine.textContent(), /\b0:00\b/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the lobby: clock fields by kind, a language per seat; the sign-in and profile forms', async () => {
  const { page, errors, context } = await open(browser(), `${BASE}/`);
  await page.waitForSelector('#new-game');
  const shown = async () => {
    const out = [];
    for (const id of ['clock-minutes', 'clock-increment', 'clock-hours', 'clock-reserve', 'on-timeout']) {
      if (await page.locator(`#${id}`).isVisible()) out.push(id);
    }
    return out;
  };
  assert.deepEqual(await shown(), []);
  await page.selectOption('#clock-kind', 'fischer');
  assert.deepEqual(await shown(), ['clock-minutes', 'clock-increment', 'on-timeout']);
  await page.selectOption('#clock-kind', 'turn');
  assert.deepEqual(await shown(), ['clock-hours', 'clock-reserve', 'on-timeout']);
  await page.selectOption('#clock-kind', 'untimed');
  // Seat 0 writes to a Polish person; seat 1 left to their profile (not sent).
  const rows = page.locator('.seat-row');
  await rows.nth(0).locator('.seat-name').fill('Ola');
  await rows.nth(0).locator('.seat-email').fill('ola@example.org');
  await rows.nth(0).locator('.seat-lang').selectOption('pl');
  await rows.nth(1).locator('.seat-kind').selectOption('person');
  await rows.nth(1).locator('.seat-name').fill('Ben');
  const sent = page.waitForRequest((q) => q.url().includes('/api/games') && q.method() === 'POST');
  await page.click('#create');
  const body = JSON.parse((await sent).postData() || '{}');
  assert.equal(body.seats[0].lang, 'pl');
  assert.equal(body.seats[1].lang, undefined);
  await page.waitForSelector('#created .invite');
  // Sign in: the required address is not "optional"; the profile chooses its mail's language.
  await page.goto(`${BASE}/me`);
  await page.waitForSelector('#sign-in-email');
  const label = await page.locator('#me-sign-in label').textContent();
  assert.doesNotMatch(label, /optional/i, label);
  await page.fill('#player-name', 'Ola');
  await page.click('#player-create');
  await page.waitForSelector('#profile-lang');
  await page.selectOption('#profile-lang', 'hu');
  await page.click('#me-profile button[type="submit"]');
  await page.waitForFunction(() => /Saved/.test(document.querySelector('#me-profile .form-status')?.textContent || ''));
  const key = await page.evaluate(() => localStorage.getItem('kohle-player-key'));
  const me = await call('GET', '/api/me', key);
  assert.equal(me.body.player.lang, 'hu');
  assert.deepEqual(errors, []);
  await context.close();
});
