// Glück Auf in the browser: a whole game against a bot by clicking, the phone layout, the
// languages, the keyboard, the notation box and undo.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBrowser, createGame, invite, local, state, syncedState, apiAct, open, ready, waitTurn, version,
  waitVersionAbove, clickAction, rng, screenshot,
} from './lib.mjs';

const browser = sharedBrowser();

/** Legal actions of the page that have no place on the drawings (only the fallback buttons). */
async function unplaced(page) {
  return page.$$eval('.ga-buttons.more [data-action]', (els) => els.map((e) => e.dataset.action));
}

test('a whole game against a bot, by clicking', async () => {
  const created = await createGame({ game: 'glueckauf', seats: [{ name: 'Anna' }, { bot: 'greedy' }] });
  const { page, errors, context } = await open(browser(), local(invite(created, 0).link));
  await ready(page);
  const pick = rng(12);
  let clicks = 0;
  let confirmed = 0;
  while (await waitTurn(page)) {
    const s = await syncedState(page, created, 0);
    if (!s.your_turn) continue;
    assert.deepEqual(await unplaced(page), [], 'every legal action has its place on the board');
    // Mostly anything; mining steps are preferred so orders get filled and delivered.
    const legal = s.legal.map((l) => l.action);
    const useful = legal.filter((a) => /^(fill|double|cube|deliver|load|lift|store)/.test(a));
    const action = useful.length && pick(3) > 0 ? useful[pick(useful.length)] : legal[pick(legal.length)];
    if (s.legal.find((l) => l.action === action).confirm) confirmed += 1;
    const v = await version(page);
    await clickAction(page, action);
    await waitVersionAbove(page, v);
    clicks += 1;
    if (clicks === 40) await screenshot(page, 'glueckauf-test-1280x800');
    assert.ok(clicks < 1500, 'the game ends');
  }
  // The end screen: winner, per-category table with a total and the tie-break.
  await page.waitForSelector('#end:not([hidden]) table.final');
  const final = await state(created, 0);
  const winners = final.scores.filter((s) => s.rank === 0).map((s) => final.seats[s.seat].name);
  const endText = await page.textContent('#end');
  for (const w of winners) assert.ok(endText.includes(w), `the end screen names the winner ${w}`);
  const rows = await page.$$eval('#end table.final tbody tr', (trs) => trs.map((tr) => tr.className));
  assert.ok(rows.includes('total') && rows.some((r) => r.startsWith('tiebreak')) && rows.some((r) => r.startsWith('part')));
  const totals = await page.$$eval('#end tr.total td', (tds) => tds.map((td) => Number(td.textContent)));
  assert.deepEqual(totals, [...final.scores].sort((a, b) => a.rank - b.rank || a.seat - b.seat).map((s) => s.score));
  // Each column: the categories add up to the total, and each category's parts to it.
  const table = await page.$$eval('#end table.final tbody tr', (trs) => trs.map((tr) => ({
    cls: tr.className, cells: [...tr.querySelectorAll('td')].map((td) => (td.textContent === '' ? 0 : Number(td.textContent))),
  })));
  totals.forEach((total, col) => {
    const top = table.filter((r) => r.cls === 'part depth-0').reduce((sum, r) => sum + r.cells[col], 0);
    assert.equal(top, total, `column ${col}: categories add up to the total`);
    table.forEach((r, i) => {
      const depth = Number(r.cls.match(/depth-(\d)/)?.[1] ?? -1);
      if (!r.cls.startsWith('part')) return;
      const children = [];
      for (let j = i + 1; j < table.length && table[j].cls.startsWith('part') && Number(table[j].cls.match(/depth-(\d)/)[1]) > depth; j++) {
        if (Number(table[j].cls.match(/depth-(\d)/)[1]) === depth + 1) children.push(table[j].cells[col]);
      }
      if (children.length) assert.equal(children.reduce((a, b) => a + b, 0), r.cells[col], `column ${col}, row ${i}: parts add up`);
    });
  });
  // The log holds every line the seat may see, in words.
  const logLines = await page.$$eval('#log li', (lis) => lis.map((li) => li.textContent));
  // Each line once, in words: decisions their own events tell (`told`) are left out.
  assert.deepEqual(logLines, final.log.filter((l) => !l.told).map((l) => l.text));
  assert.ok(clicks > 20, `${clicks} clicks`);
  assert.deepEqual(errors, []);
  await screenshot(page, 'glueckauf-test-end');
  console.log(`glueckauf: ${clicks} clicks, ${confirmed} confirmed`);
  await context.close();
});

test('phone layout, languages, the notation box and touch', async () => {
  const created = await createGame({
    game: 'glueckauf', seats: [{ name: 'Ola' }, { name: 'Ben' }], options: { first_player: 1 },
  });
  // The draft starts right of the first player: seat 0.
  const { page, errors, context } = await open(browser(), local(invite(created, 0).link), {
    viewport: { width: 390, height: 844 }, locale: 'de-DE',
  });
  await ready(page);
  assert.ok(await waitTurn(page));
  // German from the browser's language; nothing wider than the phone.
  assert.equal(await page.getAttribute('html', 'lang'), 'de');
  assert.match(await page.textContent('#status'), /Du bist am Zug/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide on a 390px phone`);
  await screenshot(page, 'glueckauf-test-390x844');
  // The switch: Polish texts, the log and explanations from the server in Polish too.
  /** @type {string[]} what the page sends over its WebSocket from now on */
  const sent = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => sent.push(String(f.payload))));
  await page.selectOption('#lang-select', 'pl');
  await page.waitForFunction(() => document.querySelector('#status').textContent.includes('Twój ruch'));
  await page.waitForFunction(() => document.querySelector('#board [data-action]')?.getAttribute('aria-label')?.includes('zamówie'));
  // Notation: Tab completes the common prefix of the legal actions, Enter takes one.
  const s = await state(created, 0);
  const draft = s.legal.map((l) => l.action).filter((a) => a.startsWith('draft '));
  await page.fill('#notation-input', 'dr');
  await page.press('#notation-input', 'Tab');
  assert.equal(await page.inputValue('#notation-input'), 'draft O');
  assert.equal(await page.locator('#completions [data-action]').count(), draft.length);
  // A typed action that is not legal: the server's reason, in Polish, in the hint bar.
  await page.fill('#notation-input', 'mine 99');
  await page.press('#notation-input', 'Enter');
  await page.waitForSelector('#hint.error');
  const v = await version(page);
  await page.fill('#notation-input', draft[1]);
  await page.press('#notation-input', 'Enter');
  await waitVersionAbove(page, v);
  const after = await state(created, 0);
  assert.equal(after.log.at(-1).action, draft[1]);
  // After the switch a key still acts once: Ctrl+Z sends one undo, not one per language.
  await page.locator('#board').focus();
  await page.keyboard.press('Control+z');
  await page.waitForTimeout(300);
  assert.equal(sent.filter((f) => f.includes('"undo"')).length, 1, sent.join('\n'));
  assert.deepEqual(errors, []);
  await context.close();
  // On a touch screen the first tap explains, the second acts.
  const ben = await open(browser(), local(invite(created, 1).link), { viewport: { width: 390, height: 844 }, hasTouch: true });
  await ready(ben.page);
  assert.ok(await waitTurn(ben.page));
  const s1 = await state(created, 1);
  const card = s1.legal[0];
  const el = ben.page.locator(`#board [data-action="${card.action}"]`);
  const v1 = await version(ben.page);
  await el.tap();
  await ben.page.waitForFunction((text) => document.querySelector('#hint').textContent.startsWith(text), card.text);
  assert.match(await ben.page.textContent('#hint'), /tap again/);
  await ben.page.waitForTimeout(300);
  assert.equal(await version(ben.page), v1, 'the first tap does not act');
  await ben.page.locator(`#board [data-action="${card.action}"]`).tap();
  await waitVersionAbove(ben.page, v1);
  assert.equal((await state(created, 1)).log.filter((l) => l.kind === 'decision').at(-1).action, card.action);
  assert.deepEqual(ben.errors, []);
  await ben.context.close();
});

test('keyboard: Tab to a space, Enter takes it; undo of an own step; stopping early asks first', async () => {
  const created = await createGame({
    game: 'glueckauf', seats: [{ name: 'Kim' }, { name: 'Lu' }], options: { first_player: 1 },
  });
  // Both draft over the API until seat 0 places its first worker, then seat 0 plays here.
  for (;;) {
    const s0 = await state(created, 0);
    const seat = s0.to_move[0];
    const s = seat === 0 ? s0 : await state(created, 1);
    if (s.view.phase.name !== 'draft') break;
    await apiAct(created, seat, s.legal[0].action);
  }
  let s = await state(created, 0);
  if (!s.your_turn) {
    await apiAct(created, 1, 'bank');
    s = await state(created, 0);
  }
  const { page, errors, context } = await open(browser(), local(invite(created, 0).link));
  await ready(page);
  assert.ok(await waitTurn(page));
  const mine = s.legal.map((l) => l.action).filter((a) => a.startsWith('mine '))[0];
  assert.ok(mine, 'a mining space is free');
  // Focus by keyboard only: Tab until the mining space has focus, then Enter.
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.dataset?.action || null);
    if (focused === mine) break;
  }
  assert.equal(await page.evaluate(() => document.activeElement?.dataset?.action), mine);
  let v = await version(page);
  await page.keyboard.press('Enter');
  await waitVersionAbove(page, v);
  s = await state(created, 0);
  assert.equal(s.view.phase.name, 'mining');
  // A mining step, then undo: the step is gone, the steps are back.
  const lift = s.legal.map((l) => l.action).find((a) => a.startsWith('lift '));
  v = await version(page);
  await clickAction(page, lift);
  await waitVersionAbove(page, v);
  const steps = (await state(created, 0)).view.phase.steps_left;
  v = await version(page);
  await page.click('#undo');
  await waitVersionAbove(page, v);
  s = await state(created, 0);
  assert.equal(s.view.phase.steps_left, steps + 1);
  assert.notEqual(s.log.at(-1).action, lift);
  // Stopping with steps left asks first: "back" sends nothing, "yes" stops.
  const stop = s.legal.find((l) => l.action === 'stop');
  assert.ok(stop.confirm, 'stop with steps left has a question');
  v = await version(page);
  await page.click('#board [data-action="stop"]');
  await page.waitForSelector('#confirm[open]');
  assert.equal(await page.textContent('#confirm-text'), stop.confirm);
  await page.click('#confirm-no');
  await page.waitForTimeout(300);
  assert.equal(await version(page), v);
  assert.equal((await state(created, 0)).view.phase.name, 'mining');
  await page.click('#board [data-action="stop"]');
  await page.click('#confirm-yes');
  await waitVersionAbove(page, v);
  assert.notEqual((await state(created, 0)).view.phase.name, 'mining');
  assert.deepEqual(errors, []);
  await context.close();
});

test('hidden delivered orders: a count until the shift scoring reveals them, then known; all at the end', async () => {
  // Issue 28. Anna (this page) drafts and then banks over the API; the greedy bot delivers orders. Whenever the
  // bot holds cards delivered since the last scoring, the page shows how many; the next scoring's
  // reveal names them in the log, the scoring table and the bot's mine; the end shows them all.
  const created = await createGame({
    game: 'glueckauf', seats: [{ name: 'Anna' }, { bot: 'greedy' }],
    options: { first_player: 0, delivered_orders_public: false },
  });
  const { page, errors, context } = await open(browser(), local(invite(created, 0).link));
  await ready(page);
  const ids = (cards) => (cards ?? []).map((c) => c.id);
  /** What the page said about the bot's cards while some were face down (one per shift). */
  let snapshot = null;
  /** Every card seen among the bot's pending orders: one that left them was delivered. */
  const everPending = new Set();
  let verified = 0;
  for (let turns = 0; ; turns++) {
    assert.ok(turns < 400, 'the game ends');
    const s = await state(created, 0);
    if (s.status === 'finished') break;
    if (!s.your_turn) {
      await page.waitForTimeout(20);
      continue;
    }
    await page.waitForFunction((v) => Number(document.getElementById('app').dataset.version) >= v, s.version);
    const bot = s.view.seats[1];
    const revealed = ids(bot.revealed);
    const hidden = bot.delivered_count - revealed.length;
    assert.equal(bot.delivered, null, 'the bot\'s cards are not in Anna\'s view');
    const mine = await page.textContent('.ga-mine.seat-1');
    const foot = await page.textContent('.ga-delivered-seen');
    const pending = bot.pending.map((p) => p.card.id);
    for (const c of pending) everPending.add(c);
    if (snapshot && s.view.shift > snapshot.shift) {
      // The scoring revealed what was face down: the page showed none of it before.
      for (const c of snapshot.faceDown) {
        assert.ok(revealed.includes(c), `${c} revealed at the scoring`);
        assert.ok(!snapshot.mine.includes(c) && !snapshot.foot.includes(c), `${c} was shown before the scoring`);
      }
      const log = await page.$$eval('#log li', (lis) => lis.map((li) => li.textContent));
      assert.ok(log.some((l) => /reveals/.test(l) && revealed.every((c) => l.includes(c))), log.join('\n'));
      for (const c of revealed) assert.ok(foot.includes(c) && mine.includes(c), `${c} in the scoring table and the mine`);
      verified += 1;
      snapshot = null;
    }
    if (hidden > 0 && !snapshot) {
      assert.ok(foot.includes(`+${hidden} face down`), foot);
      assert.ok(revealed.length ? mine.includes(`+${hidden} face down`) : mine.includes(`Delivered orders: ${bot.delivered_count}`), mine);
      assert.ok((await page.textContent('.ga-scoring tbody')).includes('?'), 'the bot\'s counts are unknown');
      // The cards delivered since the last scoring: they left the bot's pending orders.
      const faceDown = [...everPending].filter((c) => !pending.includes(c) && !revealed.includes(c));
      assert.equal(faceDown.length, hidden, `${faceDown} left the pending orders`);
      snapshot = { shift: s.view.shift, faceDown, mine, foot };
      if (verified === 0) await screenshot(page, 'glueckauf-test-hidden-delivered');
    }
    // Anna drafts the first card offered, then only banks.
    await apiAct(created, 0, s.legal.some((l) => l.action === 'bank') ? 'bank' : s.legal[0].action);
  }
  assert.ok(verified >= 1, 'the bot never had cards face down before a scoring');
  // The end: every seat's delivered cards on the page.
  await page.waitForSelector('#end:not([hidden])');
  const final = await state(created, 0);
  const all = ids(final.view.seats[1].delivered);
  assert.equal(all.length, final.view.seats[1].delivered_count);
  const mine = await page.textContent('.ga-mine.seat-1');
  assert.ok(mine.includes(`Delivered orders (${all.length}): ${all.join(', ')}`), mine);
  assert.deepEqual(errors, []);
  console.log(`glueckauf hidden delivered orders: ${verified} scorings checked`);
  await context.close();
});
