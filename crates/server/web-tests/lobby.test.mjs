// The lobby: create a game with seats, a bot and a rule option; copy the invite link; the game
// is kept in "my games" in the browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, BASE, open, ready } from './lib.mjs';

const browser = sharedBrowser();

test('create a game in the lobby, copy its link, find it again in my games', async () => {
  const { page, errors, context } = await open(browser(), `${BASE}/`, { viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
  await page.waitForSelector('#new-game');
  await page.selectOption('#game-select', 'glueckauf');
  await page.selectOption('#players-select', '2');
  const rows = page.locator('.seat-row');
  assert.equal(await rows.count(), 2);
  await rows.nth(0).locator('.seat-name').fill('Mia');
  await rows.nth(1).locator('.seat-kind').selectOption('random');
  // Every rule option is offered with its description.
  assert.ok((await page.locator('.option .option-text').count()) >= 5);
  await page.check('input[name="unlimited_coal"]');
  await page.click('#create');
  await page.waitForSelector('#created .invite');
  // One invite (the person) and the spectator link.
  assert.equal(await page.locator('#created .invite').count(), 2);
  const link = await page.inputValue('#created .invite-link >> nth=0');
  assert.match(link, /\/play\/[0-9a-f]+#token=[0-9a-f]{64}$/);
  await page.click('#created .invite button >> nth=0');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  // Kept in this browser: after a reload the game is in "my games".
  await page.reload();
  await page.waitForSelector('#my-games .my-game');
  assert.equal(await page.locator('#my-games .my-game').count(), 1);
  assert.equal(await page.inputValue('#my-games .invite-link >> nth=0'), link);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `lobby is ${width}px wide on a 390px phone`);
  // The link opens the game for Mia, with the option chosen.
  await page.goto(link);
  await ready(page);
  assert.match(await page.textContent('#status'), /Mia/);
  const id = new URL(link).pathname.split('/').pop();
  const token = new URL(link).hash.slice('#token='.length);
  const s = await (await fetch(`${BASE}/api/games/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  assert.equal(s.view.options.unlimited_coal, true);
  assert.equal(s.seats[1].bot, 'random');
  // Forget it.
  await page.goto(`${BASE}/`);
  await page.click('#my-games .my-game summary');
  await page.click('#my-games .forget');
  await page.waitForFunction(() => document.querySelectorAll('#my-games .my-game').length === 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link without a token, and a wrong one, say so in words', async () => {
  const { page, errors, context } = await open(browser(), `${BASE}/play/0000000000000000`);
  await page.waitForSelector('.fatal');
  assert.match(await page.textContent('.fatal'), /token/);
  await page.goto(`${BASE}/play/0000000000000000#token=${'0'.repeat(64)}`);
  await page.reload();
  await page.waitForSelector('.fatal');
  assert.ok((await page.textContent('.fatal')).length > 5);
  assert.deepEqual(errors, []);
  await context.close();
});
