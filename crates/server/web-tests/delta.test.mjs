// Deltas on the page: it rebuilds each state from the WebSocket's deltas, and when a message
// is lost it asks for the full state and shows what the server has.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBrowser, createGame, invite, state, apiAct, ready, version, waitVersionAbove, clickAction,
  waitTurn, TIMEOUT,
} from './lib.mjs';
import { applyPatch, applyDelta } from '../web/patch.js';

const browser = sharedBrowser();

test('patches and deltas apply as the server makes them', () => {
  const doc = { a: [1, 2, 3], 'b/c': { '~d': 1 }, e: 'x' };
  const out = applyPatch(doc, [
    { op: 'remove', path: '/a/0' },
    { op: 'add', path: '/a/2', value: 9 },
    { op: 'replace', path: '/b~1c/~0d', value: 2 },
    { op: 'remove', path: '/e' },
    { op: 'add', path: '/f', value: { g: [] } },
  ]);
  assert.deepEqual(out, { a: [2, 3, 9], 'b/c': { '~d': 2 }, f: { g: [] } });
  assert.throws(() => applyPatch({ a: [] }, [{ op: 'replace', path: '/a/0', value: 1 }]));
  assert.throws(() => applyPatch({}, [{ op: 'remove', path: '/x' }]));
  const s = /** @type {any} */ ({ type: 'state', version: 4, log: [{ text: 'a' }, { text: 'b' }], view: { n: 1 } });
  const d = /** @type {any} */ ({ type: 'delta', since: 4, version: 5, seq: 1, log_from: 1, log: [{ text: 'c' }], patch: [{ op: 'replace', path: '/view/n', value: 2 }] });
  assert.deepEqual(applyDelta(s, 0, d), { type: 'state', version: 5, log: [{ text: 'a' }, { text: 'c' }], view: { n: 2 } });
  assert.equal(s.view.n, 1, 'the old state stays as it was');
  assert.equal(applyDelta(s, 1, d), null, 'a message missed (seq)');
  // A state in pieces: its view empty, then `add`s of its parts; whole after the last.
  const first = /** @type {any} */ ({ type: 'state', version: 7, log: [], view: {}, legal: [], more: true });
  const p1 = /** @type {any} */ ({ type: 'delta', since: 7, version: 7, seq: 1, more: true, patch: [{ op: 'add', path: '/view/board', value: {} }, { op: 'add', path: '/view/board/a', value: 1 }] });
  const p2 = /** @type {any} */ ({ type: 'delta', since: 7, version: 7, seq: 2, patch: [{ op: 'add', path: '/legal/0', value: { action: 'x' } }], log_from: 0, log: [{ text: 'l' }] });
  const half = applyDelta(first, 0, p1);
  assert.equal(/** @type {any} */ (half).more, true, 'not whole yet');
  assert.deepEqual(applyDelta(half, 1, p2), { type: 'state', version: 7, log: [{ text: 'l' }], view: { board: { a: 1 } }, legal: [{ action: 'x' }] });
  assert.equal(applyDelta({ ...s, version: 3 }, 0, d), null, 'a message missed (version)');
});

test('a lost delta: the page asks for the full state and shows it', async () => {
  const created = await createGame({
    game: 'glueckauf', seats: [{ name: 'Ida' }, { name: 'Jo' }], options: { first_player: 1 },
  });
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  // Drops the next delta the page would receive while `window.__kohleDrop` is set (all its
  // pieces, when it comes in several messages: up to the one without `more`).
  await context.addInitScript(() => {
    const add = WebSocket.prototype.addEventListener;
    /** @this {WebSocket} */
    WebSocket.prototype.addEventListener = function (type, listener, options) {
      if (type !== 'message') return add.call(this, type, listener, options);
      const w = /** @type {any} */ (window);
      w.__kohleDeltas = w.__kohleDeltas ?? 0;
      return add.call(this, type, (/** @type {MessageEvent} */ e) => {
        const m = typeof e.data === 'string' ? JSON.parse(e.data) : null;
        if (m && m.type === 'delta') {
          w.__kohleDeltas += 1;
          if (w.__kohleDrop) {
            if (!m.more) w.__kohleDrop = false;
            return;
          }
        }
        /** @type {any} */ (listener)(e);
      }, options);
    };
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(invite(created, 0).link);
  await ready(page);
  await page.waitForSelector('#app[data-connected="yes"]');
  // Seat 0 drafts first; its move comes back as a delta.
  assert.ok(await waitTurn(page));
  let v = await version(page);
  await clickAction(page, (await state(created, 0)).legal[0].action);
  await waitVersionAbove(page, v);
  assert.ok(await page.evaluate(() => /** @type {any} */ (window).__kohleDeltas) >= 1, 'a delta came');

  // The other seat's move is lost on its way to the page: nothing changes there.
  v = await version(page);
  await page.evaluate(() => (/** @type {any} */ (window).__kohleDrop = true));
  const s1 = await state(created, 1);
  await apiAct(created, 1, s1.legal[0].action);
  await page.waitForFunction(() => /** @type {any} */ (window).__kohleDrop === false, null, { timeout: TIMEOUT });
  assert.equal(await version(page), v, 'the lost delta changed nothing');

  // The next one does not follow what the page has: it asks for the full state.
  const s0 = await state(created, 0);
  await apiAct(created, 0, s0.legal[0].action);
  await waitVersionAbove(page, v);
  const now = await state(created, 0);
  await page.waitForFunction((want) => document.getElementById('app').dataset.version === String(want), now.version, { timeout: TIMEOUT });
  assert.equal(await page.getAttribute('#app', 'data-resyncs'), '1');
  const lines = await page.$$eval('#log li', (lis) => lis.map((li) => li.textContent));
  assert.deepEqual(lines, now.log.filter((l) => !l.told).map((l) => l.text));
  assert.deepEqual(errors, []);
  await context.close();
});
