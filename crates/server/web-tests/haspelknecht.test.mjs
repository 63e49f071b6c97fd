// Haspelknecht in the browser: a whole 2-player game against a bot played by clicking the board
// (disc takes on the pools, planning tokens by clicking a worker and then a disc, workers'
// step sequences on the mine), and a plan kept hidden from the other seat and from spectators
// until the plans are revealed; and the places of the step sequences (oil lamp, fee, tokens).

import test from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBrowser, createGame, invite, local, open, ready, waitTurn, state, syncedState, apiAct, clickAction, rng, version,
  waitVersionAbove, screenshot, TIMEOUT,
} from './lib.mjs';

const browser = sharedBrowser();

/** Every legal action can be reached on the board: an element of its own, or a chain of
 * prefixes (`farmer` then `farmer black`). */
async function unreachable(page, legal) {
  const { actions, prefixes } = await page.$$eval('#board [data-action], #board [data-prefix]', (els) => ({
    actions: els.filter((e) => e.dataset.action).map((e) => e.dataset.action),
    prefixes: els.filter((e) => e.dataset.prefix).map((e) => e.dataset.prefix),
  }));
  return legal.filter((a) => !actions.includes(a) && !prefixes.some((p) => a.startsWith(`${p} `)));
}

const TOKEN = /^(farmer|farmhand|mill) (black|brown|yellow|hammer|ladder|wheelbarrow)$/;
const HIRE = /^(digger|hewer|haspel) (yellow|wheelbarrow|food|thaler)$/;
const STEP = /^(mine|drain|haul|produce)$/;

/** The bot's opponent: plays on (workers, tokens, steps) rather than ending early, so that the
 * game shows everything; the choice among the preferred actions is seeded. */
function chooser(seed) {
  const r = rng(seed);
  return (legal) => {
    const pick = (list) => list[r(list.length)];
    for (const re of [/^activate /, STEP, /^acquire /, /^choose |^exchange /, TOKEN, HIRE, /^winch$/, /^wood /]) {
      const list = legal.filter((a) => re.test(a));
      if (list.length) return pick(list);
    }
    const rest = legal.filter((a) => a !== 'end' && a !== 'stop');
    return pick(rest.length ? rest : legal);
  };
}

/** What `seat`'s farm on a page shows of a plan: token discs on workers, payments of hired
 * workers and the winch. */
async function plannedDiscs(page, seat) {
  return page.$$eval(`.hk-farm[data-seat="${seat}"] .hk-worker .hk-planned .hk-disc`, (els) => els.length);
}

async function plannedAnything(page, seat) {
  return page.$$eval(`.hk-farm[data-seat="${seat}"] .hk-worker .hk-planned`, (els) => els.length);
}

test('a whole 2-player game against a bot, by clicking', async () => {
  const created = await createGame({
    game: 'haspelknecht', seats: [{ name: 'Anna' }, { bot: 'greedy' }], options: {},
  });
  const { page, errors } = await open(browser(), local(invite(created, 0).link));
  await ready(page);
  const choose = chooser(11);
  const seen = { take: 0, token: 0, tokenByPrefix: 0, hire: 0, step: 0, acquire: 0, activate: 0 };
  // The game's seed is the server's: an acquisition may never be affordable. Whenever one is,
  // the first one is clicked.
  let acquireOffered = false;
  let hiddenChecked = false;
  let revealChecked = false;
  let shot = false;
  let moves = 0;
  while (await waitTurn(page)) {
    const s = await syncedState(page, created, 0);
    if (!s.your_turn) continue;
    const legal = s.legal.map((l) => l.action);
    assert.deepEqual(await unreachable(page, legal), [], 'legal actions without a place on the board');
    const v = s.view;
    if (v.phase.name === 'planning' && !v.players[1].planning && !hiddenChecked) {
      // The bot has planned; its plan is not in this seat's view, and the page shows none of it.
      assert.equal(v.players[1].plan, null);
      assert.equal(await plannedAnything(page, 1), 0, "the bot's plan shows before the reveal");
      assert.equal(await page.locator('.hk-farm[data-seat="1"] .hk-plan-hidden').count(), 1);
      hiddenChecked = true;
    }
    if (hiddenChecked && !revealChecked && v.phase.name === 'execution' && v.players[1].plan) {
      const p = v.players[1].plan;
      // Token discs on the own workers and the mill, and yellow discs paying hired workers.
      const tokens = ['farmer', 'farmhand', 'mill'].reduce((n, w) => n + p[w].black + p[w].brown + p[w].yellow, 0);
      const yellowPay = ['digger', 'hewer', 'haspel'].filter((w) => p[w] === 'yellow').length;
      assert.equal(await plannedDiscs(page, 1), tokens + yellowPay, "the bot's revealed plan is drawn");
      revealChecked = tokens > 0 || revealChecked;
    }
    // Screenshots for the README: a worker at work in year 2 (or any execution of year 3).
    if (!shot && v.phase.name === 'execution' && ((v.year === 2 && v.phase.active) || v.year === 3)) {
      await screenshot(page, 'haspelknecht-1280x800');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'haspelknecht-390x844');
      await page.setViewportSize({ width: 1280, height: 800 });
      shot = true;
    }
    const acquires = legal.filter((a) => a.startsWith('acquire '));
    acquireOffered ||= acquires.length > 0;
    const action = acquires.length && !seen.acquire ? acquires[0] : choose(legal);
    if (action.startsWith('take ')) seen.take += 1;
    if (TOKEN.test(action)) seen.token += 1;
    if (HIRE.test(action)) seen.hire += 1;
    if (STEP.test(action)) seen.step += 1;
    if (action.startsWith('acquire ')) seen.acquire += 1;
    if (action.startsWith('activate ')) seen.activate += 1;
    // A planning token is usually two clicks: the worker (a prefix), then the disc or marker.
    if (TOKEN.test(action) && (await page.locator(`#board [data-action="${action}"]`).count()) === 0) seen.tokenByPrefix += 1;
    const before = await version(page);
    await clickAction(page, action);
    await waitVersionAbove(page, before);
    moves += 1;
    assert.ok(moves < 1500, 'the game does not end');
  }
  const end = await state(created, 0);
  assert.equal(end.status, 'finished');
  assert.equal(end.view.phase.name, 'over');
  await page.waitForSelector('#end', { state: 'visible', timeout: TIMEOUT });
  for (const [kind, n] of Object.entries(seen)) {
    if (kind === 'acquire' && !acquireOffered) continue;
    assert.ok(n > 0, `no ${kind} was clicked`);
  }
  assert.ok(hiddenChecked, "the bot's hidden plan was never checked");
  assert.ok(revealChecked, "the bot's revealed plan was never checked");
  assert.deepEqual(errors, []);
});

test('a plan stays hidden from the other seat and spectators until the reveal', async () => {
  const created = await createGame({
    game: 'haspelknecht', seats: [{ name: 'Anna' }, { name: 'Bert' }], options: {},
  });
  // Both take discs (over the API) until the planning begins.
  for (let i = 0; i < 40; i++) {
    const s = await state(created, 0);
    if (s.view.phase.name === 'planning') break;
    const seat = s.to_move[0];
    const legal = (await state(created, seat)).legal.map((l) => l.action);
    await apiAct(created, seat, legal.find((a) => a.startsWith('take ')) || legal[0]);
  }
  assert.equal((await state(created, 0)).view.phase.name, 'planning');
  // Bert puts a token on a worker and goes on planning; Anna finishes her plan.
  const bert = (await state(created, 1)).legal.map((l) => l.action);
  const token = bert.find((a) => TOKEN.test(a));
  assert.ok(token, `Bert has no token to plan: ${bert}`);
  await apiAct(created, 1, token);
  const anna = (await state(created, 0)).legal.map((l) => l.action);
  await apiAct(created, 0, anna.find((a) => TOKEN.test(a)));
  await apiAct(created, 0, 'done');

  const a = await open(browser(), local(invite(created, 0).link));
  const spectator = await open(browser(), local(created.spectator.link));
  const b = await open(browser(), local(invite(created, 1).link));
  for (const x of [a, spectator, b]) await ready(x.page);
  // Anna (not to move) and the spectator see no token of Bert's; Bert's page sees his own.
  assert.equal((await state(created, 0)).your_turn, false);
  assert.equal(await plannedAnything(a.page, 1), 0, "Bert's planned token shows on Anna's page");
  assert.equal(await plannedAnything(spectator.page, 1), 0, "Bert's planned token shows to the spectator");
  assert.equal(await plannedAnything(spectator.page, 0), 0, "Anna's plan shows to the spectator");
  assert.equal(await plannedAnything(b.page, 0), 0, "Anna's plan shows on Bert's page");
  assert.equal(await plannedDiscs(b.page, 1), 1, "Bert's own token is not drawn");
  assert.equal(await plannedDiscs(a.page, 0), 1, "Anna's own token is not drawn");
  assert.equal(await a.page.locator('.hk-farm[data-seat="1"] .hk-plan-hidden').count(), 1);

  // Bert finishes by clicking `done`: both plans are revealed on every page without a reload.
  const before = await version(a.page);
  await clickAction(b.page, 'done');
  await waitVersionAbove(a.page, before);
  await a.page.waitForFunction(() => document.querySelectorAll('.hk-farm[data-seat="1"] .hk-worker .hk-planned .hk-disc').length === 1, null, { timeout: TIMEOUT });
  await spectator.page.waitForFunction(() => document.querySelectorAll('.hk-farm .hk-worker .hk-planned .hk-disc').length === 2, null, { timeout: TIMEOUT });
  for (const x of [a, spectator, b]) assert.deepEqual(x.errors, []);
});

/** Draws `msg` with haspelknecht.js in a page, with `legal` as the legal actions and `prefix` as
 * the typed notation; returns the actions and prefixes of the drawing's elements by selector. */
async function drawWith(page, msg, legal, prefix, selectors) {
  return page.evaluate(async ({ msg, legal, prefix, selectors }) => {
    const { draw } = await import('/web/haspelknecht.js');
    const root = document.createElement('div');
    document.body.appendChild(root);
    const ui = {
      t: (k) => k, act: () => {}, seat: msg.seat, names: ['Anna', 'Bert'], prefix,
      legal: new Map(legal.map((a) => [a, { action: a, text: `text of ${a}` }])),
    };
    draw(root, msg, ui);
    const out = {};
    for (const [name, sel] of Object.entries(selectors)) {
      out[name] = [...root.querySelectorAll(sel)].map((e) => e.dataset.action || (e.dataset.prefix && `${e.dataset.prefix} …`) || null);
    }
    out.buttons = [...root.querySelectorAll('.hk-actions button')].map((e) => e.dataset.action);
    root.remove();
    return out;
  }, { msg, legal, prefix, selectors });
}

test('step sequences have their places: oil lamp, fee choice, planning tokens', async () => {
  const created = await createGame({ game: 'haspelknecht', seats: [{ name: 'Anna' }, { name: 'Bert' }], options: {} });
  const msg = await state(created, 0);
  const { page, errors } = await open(browser(), local(invite(created, 0).link));
  await ready(page);
  const pool = msg.view.pools[0];
  const rc = ['black', 'brown', 'yellow'].find((c) => pool.reserve[c] > 0);
  const acs = ['black', 'brown', 'yellow'].filter((c) => c !== rc && pool.action[c] > 0);
  assert.ok(rc && acs.length, `pool 1 cannot show the oil lamp: ${JSON.stringify(pool)}`);
  const lamps = acs.map((c) => `lamp 1 ${rc} ${c}`);
  const takes = acs.map((c) => `take 1 ${c} ${pool.action[c]}`);
  const sel = {
    pools: '.hk-pools .hk-pool-group.legal',
    tile21: '.hk-tile[data-tile="21"]',
    farmer: '.hk-farm[data-seat="0"] .hk-worker-farmer',
    carts: '.hk-farm[data-seat="0"] .hk-mine .hk-disc.legal',
  };
  // The oil lamp: a reserve disc first, then an action-pool disc of another colour.
  let d = await drawWith(page, msg, [...lamps, ...takes], '', sel);
  const reserve = lamps.length > 1 ? `lamp 1 ${rc} …` : lamps[0];
  assert.ok(d.pools.includes(reserve), `pool discs: ${d.pools}`);
  assert.deepEqual(d.buttons, []);
  d = await drawWith(page, msg, [...lamps, ...takes], `lamp 1 ${rc} `, sel);
  for (const a of lamps) assert.ok(d.pools.includes(a), `${a} after the reserve disc: ${d.pools}`);
  assert.deepEqual(d.buttons, []);
  // A development with a choice of fee: the tile, then the fee as a button.
  const fees = ['acquire 21 fee coal', 'acquire 21 fee wood'];
  d = await drawWith(page, msg, fees, '', sel);
  assert.deepEqual(d.tile21, ['acquire 21 fee …']);
  assert.deepEqual(d.buttons, []);
  d = await drawWith(page, msg, fees, 'acquire 21 fee ', sel);
  assert.deepEqual(d.buttons, fees);
  // Planning: the farmer, then a disc of the carts.
  const planning = structuredClone(msg);
  planning.view.phase = { name: 'planning', mode: 'simultaneous', seat: null };
  planning.view.players[0].cart1 = { black: 1, brown: 0, yellow: 1 };
  const tokens = ['farmer black', 'farmer yellow', 'done'];
  d = await drawWith(page, planning, tokens, '', sel);
  assert.deepEqual(d.farmer, ['farmer …']);
  assert.deepEqual(d.buttons, ['done']);
  d = await drawWith(page, planning, tokens, 'farmer ', sel);
  assert.deepEqual(d.carts.sort(), ['farmer black', 'farmer yellow']);
  assert.deepEqual(errors, []);
});
