// The replay page: a finished game stepped through with the buttons, the slider, the keys and a
// link to a step, every seat's view and the piles shown once it has ended; a running game shown
// only as the seat saw it; a record file dropped on /replay replayed in the browser (and sent
// nowhere); a file that is not a record refused with its reason.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { sharedBrowser, BASE, open, createGame, invite, local, state, TIMEOUT } from './lib.mjs';

const browser = sharedBrowser();

/** The step and the count the page shows (`Step 3 of 120 …`). */
async function stepOf(page) {
  const text = await page.textContent('#rp-step');
  const m = text.match(/Step (\d+) of (\d+)/);
  assert.ok(m, `no step in "${text}"`);
  return { step: Number(m[1]), steps: Number(m[2]) };
}

/** Waits until the page shows step `n`. */
async function waitStep(page, n) {
  await page.waitForFunction((want) => {
    const m = (document.getElementById('rp-step')?.textContent || '').match(/Step (\d+) of/);
    return m && Number(m[1]) === want;
  }, n, { timeout: TIMEOUT });
}

/** The replay link of a token. */
function replayLink(created, token, hash = '') {
  return `${BASE}/replay/${created.game_id}#token=${token}${hash}`;
}

test('a finished game: buttons, slider, keys, a link to a step, every view and the piles', async () => {
  const created = await createGame({ game: 'glueckauf', seats: [{ bot: 'random' }, { bot: 'random' }] });
  const deadline = Date.now() + TIMEOUT * 3;
  while ((await state(created, null)).status !== 'finished') {
    assert.ok(Date.now() < deadline, 'the bots did not finish the game');
    await new Promise((r) => setTimeout(r, 300));
  }
  const { page, errors, context } = await open(browser(), replayLink(created, created.spectator.token));
  await page.waitForSelector('#rp-step', { timeout: TIMEOUT });
  await page.waitForSelector('#board svg', { timeout: TIMEOUT });
  const { step, steps } = await stepOf(page);
  assert.ok(steps > 50, `${steps} steps`);
  assert.equal(step, steps, 'the replay opens at the end');
  // Ended: everyone sees everything; the spectator may look through each seat's eyes.
  assert.match(await page.textContent('#rp-note'), /everyone sees everything/);
  assert.equal(await page.locator('#rp-seat option').count(), 3);
  assert.equal(await page.isDisabled('#rp-seat'), false);
  assert.match(await page.textContent('#rp-piles'), /Tile pile/);
  assert.match(await page.textContent('#rp-scores'), /random/);
  // Keys: ← one step back, Home to the setup; the URL links to the step.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowLeft');
  await waitStep(page, steps - 1);
  assert.match(page.url(), new RegExp(`step=${steps - 1}`));
  await page.keyboard.press('Home');
  await waitStep(page, 0);
  assert.equal(await page.locator('#log li').count(), 0, 'no line before the first decision');
  // Buttons: the next step, then the next decision; the log grows with each step.
  await page.click('#rp-next');
  await waitStep(page, 1);
  assert.equal(await page.locator('#log li').count(), 1);
  assert.equal(await page.locator('#log li.current').count(), 1);
  await page.click('#rp-next-decision');
  await page.waitForFunction(() => !/Step 1 of/.test(document.getElementById('rp-step')?.textContent || ''), null, { timeout: TIMEOUT });
  const after = (await stepOf(page)).step;
  assert.ok(after > 1, `next decision went to ${after}`);
  assert.equal(await page.locator('#log li').count(), after);
  // The slider.
  await page.locator('#rp-slider').fill('20');
  await waitStep(page, 20);
  assert.equal(await page.locator('#log li').count(), 20);
  // Another seat's view: the hash keeps it.
  await page.selectOption('#rp-seat', '1');
  await page.waitForFunction(() => location.hash.includes('seat=1'), null, { timeout: TIMEOUT });
  await waitStep(page, 20);
  // A link to a step opens at that step, with that view.
  const link = page.url();
  const second = await open(browser(), link);
  await second.page.waitForSelector('#board svg', { timeout: TIMEOUT });
  assert.equal((await stepOf(second.page)).step, 20);
  assert.equal(await second.page.inputValue('#rp-seat'), '1');
  // Clicking a line of the log goes to its step.
  await second.page.click('#log li[data-step="7"]');
  await waitStep(second.page, 7);
  assert.deepEqual(second.errors, []);
  await second.context.close();
  // The analysis, asked for on the page: verdicts beside the decisions, and the chart.
  await page.click('#rp-analyse');
  await page.waitForSelector('#rp-chart svg', { timeout: TIMEOUT });
  await page.waitForSelector('#log .verdict', { timeout: TIMEOUT });
  const verdicts = await page.locator('#log .verdict').allTextContents();
  assert.ok(verdicts.length > 0);
  for (const v of verdicts) assert.match(v.trim(), /^(good|inaccuracy|mistake|blunder|only move)$/);
  assert.match(await page.textContent('#rp-analysis'), /blunder: \d+/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a running game: a seat sees only its own view and log', async () => {
  const created = await createGame({ game: 'haspelknecht', seats: [{ name: 'Anna' }, { name: 'Ben' }] });
  const s1 = await state(created, 1);
  const { page, errors, context } = await open(browser(), local(invite(created, 1).link).replace('/play/', '/replay/'));
  await page.waitForSelector('#board svg', { timeout: TIMEOUT });
  assert.match(await page.textContent('#rp-note'), /still running/);
  // Only its own view: one choice, not to be changed.
  assert.equal(await page.locator('#rp-seat option').count(), 1);
  assert.equal(await page.inputValue('#rp-seat'), '1');
  assert.equal(await page.isDisabled('#rp-seat'), true);
  assert.equal(await page.locator('#rp-piles').isHidden(), true);
  assert.equal(await page.locator('#rp-scores').isHidden(), true);
  // Asking for another seat's view is refused.
  const r = await fetch(`${BASE}/api/games/${created.game_id}/replay?seat=0`, {
    headers: { authorization: `Bearer ${invite(created, 1).token}` },
  });
  assert.equal(r.status, 403);
  assert.match((await r.json()).message, /only its own view/);
  assert.equal(s1.status, 'open');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a record file dropped on /replay is replayed in the browser and sent nowhere', async () => {
  const path = process.env.KOHLE_REPLAY_RECORD;
  assert.ok(path, 'KOHLE_REPLAY_RECORD names a record file (crates/server/tests/server/web.rs)');
  const text = readFileSync(path, 'utf8');
  const record = JSON.parse(text);
  const { page, errors, context } = await open(browser(), `${BASE}/replay`);
  await page.waitForSelector('#drop-zone', { timeout: TIMEOUT });
  /** @type {{url: string, method: string, body: string | null}[]} */
  const requests = [];
  page.on('request', (req) => requests.push({ url: req.url(), method: req.method(), body: req.postData() }));
  // Dropped, as a person drags it from their files.
  const dt = await page.evaluateHandle((content) => {
    const d = new DataTransfer();
    d.items.add(new File([content], 'game.json', { type: 'application/json' }));
    return d;
  }, text);
  await page.dispatchEvent('#drop-zone', 'drop', { dataTransfer: dt });
  await page.waitForSelector('#board svg', { timeout: TIMEOUT });
  const { step, steps } = await stepOf(page);
  assert.equal(step, steps);
  assert.ok(steps >= record.actions.length, `${steps} steps for ${record.actions.length} actions`);
  assert.match(await page.textContent('#rp-note'), /everyone sees everything/);
  assert.match(await page.textContent('#rp-piles'), /Order deck/);
  await page.keyboard.press('Home');
  await waitStep(page, 0);
  await page.keyboard.press('Shift+ArrowRight');
  await page.waitForFunction(() => !/Step 0 of/.test(document.getElementById('rp-step')?.textContent || ''), null, { timeout: TIMEOUT });
  assert.ok((await stepOf(page)).step >= 1);
  // Nothing of the file left the browser: only the page's own files were fetched.
  for (const r of requests) {
    assert.equal(r.method, 'GET', `${r.method} ${r.url}`);
    assert.equal(r.body, null);
    assert.match(new URL(r.url).pathname, /^\/web\/(replay\.wasm|glueckauf\.js|haspelknecht\.js|favicon\.svg)$/, r.url);
  }
  assert.ok(requests.some((r) => r.url.endsWith('/web/replay.wasm')));
  // A file that is not a record: its reason, and no replay.
  await page.setInputFiles('#record-file', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('{"game": "chess"') });
  await page.waitForSelector('#drop-status[role="alert"]', { timeout: TIMEOUT });
  assert.match(await page.textContent('#drop-status'), /cannot be replayed: not a valid game record/);
  assert.equal(await page.locator('#board').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
