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
