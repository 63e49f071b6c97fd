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
  // Every WebSocket the page opens, with the messages it receives.
  /** @type {Array<{url: string, frames: string[]}>} */
  const sockets = [];
  page.on('websocket', (ws) => {
    const s = { url: ws.url(), frames: [] };
    sockets.push(s);
    ws.on('framereceived', (f) => s.frames.push(String(f.payload)));
  });
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
  // It came back with the version it had: the server sent what changed since (a delta
  // numbered 0), not the whole state.
  const back = sockets[sockets.length - 1];
  assert.match(back.url, new RegExp(`since=${v}(&|$)`));
  const firstBack = JSON.parse(back.frames[0]);
  assert.equal(firstBack.type, 'delta', back.frames[0]);
  assert.equal(firstBack.seq, 0);
  assert.equal(firstBack.since, v);
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

/** This seat's decisions in the server's state, in notation. */
async function ownDecisions(created, seat) {
  const s = await state(created, seat);
  return s.log.filter((l) => l.kind === 'decision' && l.seat === seat).map((l) => l.action);
}

for (const [direction, what] of [
  ['up', 'a move lost on its way to the server is sent again after the reconnection'],
  ['down', 'a move stored while its answer was lost is not sent twice'],
]) {
  test(what, async () => {
    const created = await createGame({
      game: 'glueckauf', seats: [{ name: 'Fay' }, { name: 'Gus' }], options: { first_player: 1 },
    });
    const net = await proxy();
    const u = new URL(invite(created, 0).link);
    const { page, errors, context } = await open(browser(), net.base + u.pathname + u.hash);
    await ready(page);
    await page.waitForSelector('#app[data-connected="yes"]');
    await page.evaluate(() => (window.__kohleNoReload = true));
    assert.ok(await waitTurn(page));
    const before = await ownDecisions(created, 0);
    const action = (await state(created, 0)).legal[0].action;
    // The network starts losing one direction; the move is clicked; then the connection dies.
    net.hold(direction);
    await clickAction(page, action);
    await page.waitForTimeout(300);
    net.drop(true);
    await page.waitForSelector('#app[data-connected="no"]', { timeout: TIMEOUT });
    await page.waitForTimeout(800); // failed reconnection attempts, and the HTTP fallback
    net.allow();
    await page.waitForSelector('#app[data-connected="yes"]', { timeout: TIMEOUT });
    // Stored exactly once, and shown.
    const deadline = Date.now() + TIMEOUT;
    let after = await ownDecisions(created, 0);
    while (after.length === before.length && Date.now() < deadline) {
      await page.waitForTimeout(100);
      after = await ownDecisions(created, 0);
    }
    assert.deepEqual(after, [...before, action], 'the move is stored once');
    await page.waitForTimeout(500);
    assert.deepEqual(await ownDecisions(created, 0), [...before, action], 'and not again');
    const s0 = await state(created, 0);
    await page.waitForFunction((v) => Number(document.querySelector('#app')?.getAttribute('data-version')) === v, s0.version, { timeout: TIMEOUT });
    assert.equal(await page.locator('#hint.error').count(), 0, 'no error shown');
    assert.equal(await page.evaluate(() => window.__kohleNoReload), true, 'no reload');
    assert.deepEqual(errors, []);
    await context.close();
    await net.close();
  });
}
