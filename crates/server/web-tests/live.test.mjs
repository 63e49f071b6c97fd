// Two people in two browser contexts play a live game: each sees the other's move without
// reloading, and neither page (nor the spectator's) shows what only the other may know.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBrowser, createGame, invite, local, state, open, ready, waitTurn, version, waitVersionAbove,
  clickAction, rng,
} from './lib.mjs';

const browser = sharedBrowser();

/** Strings of `other`'s view that `mine` does not have: order card ids (`OC10`) and drawn
 * tiles (`tile 17` as the page would name them). */
function hiddenFrom(mine, other) {
  // What this seat may know: its whole state message (view, log, legal actions).
  const known = JSON.stringify(mine);
  const ids = new Set(JSON.stringify(other.view).match(/\bO[WCTR]\d\d\b/g) || []);
  const hidden = [...ids].filter((id) => !known.includes(id));
  const drawn = other.view.drawn;
  if (drawn && drawn.tiles && !(mine.view.drawn && mine.view.drawn.tiles)) {
    for (const t of drawn.tiles) hidden.push(`take ${t.number}`, `next ${t.number}`);
  }
  return hidden.filter((h) => !known.includes(h));
}

/** Everything a page shows or holds in its document: text, attributes, tooltips. */
async function pageContent(page) {
  return page.evaluate(() => document.documentElement.outerHTML);
}

test('two people play live; nobody sees the other\'s hidden information', async () => {
  const created = await createGame({
    game: 'glueckauf',
    seats: [{ name: 'Ada' }, { name: 'Bo' }],
    options: { delivered_orders_public: false },
  });
  const seats = [0, 1];
  const pages = [];
  for (const seat of seats) {
    const p = await open(browser(), local(invite(created, seat).link));
    await ready(p.page);
    // A page that reloads loses this mark.
    await p.page.evaluate(() => (window.__kohleNoReload = true));
    pages.push(p);
  }
  const spectator = await open(browser(), local(created.spectator.link));
  await ready(spectator.page);
  assert.match(await spectator.page.textContent('#status'), /Spectator/);
  assert.ok(await spectator.page.locator('#notation-input').isHidden());
  assert.ok(await spectator.page.locator('#undo').isHidden());

  const pick = rng(7);
  let hiddenChecked = 0;
  for (let move = 0; move < 24; move++) {
    const s0 = await state(created, 0);
    if (s0.status === 'finished') break;
    const seat = s0.to_move[0];
    const other = 1 - seat;
    const mover = pages[seat].page;
    const watcher = pages[other].page;
    assert.ok(await waitTurn(mover));
    // The notice: the title of the page whose turn it is says so, the other's does not.
    assert.match(await mover.title(), /^▶ Your turn/);
    assert.doesNotMatch(await watcher.title(), /Your turn/);
    const s = await state(created, seat);
    const legal = s.legal.map((l) => l.action);
    // Draws from the top-5 spaces show one seat hidden cards and tiles: prefer them.
    const draws = legal.filter((a) => a.endsWith(' draw') || a.startsWith('take ') || a.startsWith('next ') || a.startsWith('return '));
    const action = draws.length ? draws[pick(draws.length)] : legal[pick(legal.length)];
    const seen = await version(watcher);
    const vm = await version(mover);
    await clickAction(mover, action);
    await waitVersionAbove(mover, vm);
    // The other page shows the move without reloading, unless the move was hidden from it
    // (the return order of drawn items): then its version stays.
    const ws = await state(created, other);
    if (ws.version > seen) await waitVersionAbove(watcher, ws.version - 1);
    else assert.equal(await version(watcher), seen);
    await watcher.waitForFunction(
      (text) => [...document.querySelectorAll('#log li')].some((li) => li.textContent === text),
      // The log's newest line in words (a decision its own events tell is not shown).
      ws.log.filter((l) => !l.told).at(-1).text,
    );
    // Hidden information: neither person's page nor the spectator's shows the other's.
    const views = [await state(created, 0), await state(created, 1), await state(created, null)];
    for (const [viewer, page] of [[0, pages[0].page], [1, pages[1].page], [2, spectator.page]]) {
      const html = await pageContent(page);
      for (const owner of [0, 1]) {
        if (owner === viewer) continue;
        for (const h of hiddenFrom(views[viewer], views[owner])) {
          hiddenChecked += 1;
          assert.ok(!html.includes(h), `page of ${viewer === 2 ? 'the spectator' : `seat ${viewer}`} shows \`${h}\` of seat ${owner}`);
        }
      }
    }
  }
  assert.ok(hiddenChecked > 0, 'the game reached hidden information');
  console.log(`live: ${hiddenChecked} hidden strings checked on the pages`);
  for (const p of pages) {
    assert.equal(await p.page.evaluate(() => window.__kohleNoReload), true, 'no reload');
    assert.deepEqual(p.errors, []);
    await p.context.close();
  }
  assert.deepEqual(spectator.errors, []);
  await spectator.context.close();
});
