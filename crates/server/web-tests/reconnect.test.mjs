// A dropped connection recovers by itself: the page reconnects and shows what happened while
// it was away, without a reload.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBrowser, createGame, invite, state, apiAct, open, ready, waitTurn, version, waitVersionAbove,
  clickAction, proxy, TIMEOUT,
} from './lib.mjs';

const browser = sharedBrowser();

test('a dropped connection recovers', async () => {
  const created = await createGame({
    game: 'glueckauf', seats: [{ name: 'Dee' }, { name: 'Eli' }], options: { first_player: 1 },
  });
  const net = await proxy();
  const link = invite(created, 0).link;
  const u = new URL(link);
  const { page, errors, context } = await open(browser(), net.base + u.pathname + u.hash);
  await ready(page);
  await page.waitForSelector('#app[data-connected="yes"]');
  await page.evaluate(() => (window.__kohleNoReload = true));
  // Seat 0 drafts first (the draft starts right of the first player).
  assert.ok(await waitTurn(page));
  const first = (await state(created, 0)).legal[0].action;
  let v = await version(page);
  await clickAction(page, first);
  await waitVersionAbove(page, v);

  // The network fails; the other seat moves meanwhile.
  v = await version(page);
  net.drop(true);
  await page.waitForSelector('#app[data-connected="no"]', { timeout: TIMEOUT });
  assert.ok(await page.locator('#conn').isVisible(), 'the page says it is reconnecting');
  const s1 = await state(created, 1);
  assert.ok(s1.your_turn);
  await apiAct(created, 1, s1.legal[0].action);
  await page.waitForTimeout(1500); // a few failed reconnection attempts
  assert.equal(await version(page), v, 'nothing arrived while the network was down');

  // The network is back: the page reconnects by itself and shows the move.
  net.allow();
  await page.waitForSelector('#app[data-connected="yes"]', { timeout: TIMEOUT });
  await waitVersionAbove(page, v);
  assert.ok(await page.locator('#conn').isHidden());
  const s0 = await state(created, 0);
  const lines = await page.$$eval('#log li', (lis) => lis.map((li) => li.textContent));
  assert.deepEqual(lines, s0.log.filter((l) => !l.told).map((l) => l.text));
  assert.ok(await waitTurn(page));
  // And play goes on over the new connection.
  v = await version(page);
  await clickAction(page, s0.legal[0].action);
  await waitVersionAbove(page, v);
  assert.equal(await page.evaluate(() => window.__kohleNoReload), true, 'no reload');
  assert.deepEqual(errors, []);
  await context.close();
  await net.close();
});
