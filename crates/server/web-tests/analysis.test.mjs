// The review of an analysed game on the replay page (issue 39): a verdict beside every decision,
// whichever line of the log tells it; a flagged decision with the better move in the server's
// words, the loss and the chances before and after; previous/next mistake buttons per seat and
// the keys n/p; a chart that a click takes to its decision and whose text is at least 12 px at a
// phone's width and a desktop's; no overflow in German and Polish at 390 px.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, BASE, open, createGame, state, screenshot, TIMEOUT } from './lib.mjs';
import { inspect } from './inspect.mjs';

const browser = sharedBrowser();

/** A finished greedy-against-greedy Glück Auf game, analysed: `{created, report, lines}` with
 * the step of each flagged decision's line (`lines`: record index -> step). */
async function analysedGame() {
  const created = await createGame({ game: 'glueckauf', seats: [{ bot: 'greedy' }, { bot: 'greedy' }] });
  const deadline = Date.now() + TIMEOUT * 3;
  while ((await state(created, null)).status !== 'finished') {
    assert.ok(Date.now() < deadline, 'the bots did not finish the game');
    await new Promise((r) => setTimeout(r, 300));
  }
  const headers = { authorization: `Bearer ${created.spectator.token}` };
  const url = `${BASE}/api/games/${created.game_id}/analysis?lang=en`;
  let body = await (await fetch(url, { method: 'POST', headers })).json();
  while (body.status === 'running') {
    assert.ok(Date.now() < deadline + TIMEOUT, 'the analysis did not finish');
    await new Promise((r) => setTimeout(r, 500));
    body = await (await fetch(url, { headers })).json();
  }
  assert.equal(body.status, 'done', JSON.stringify(body));
  // The whole log: each decision is told by its first line, or by the first line after it.
  const frame = await (await fetch(`${BASE}/api/games/${created.game_id}/replay`, { headers })).json();
  /** @type {Map<number, number>} */
  const lines = new Map();
  for (const d of body.report.decisions) {
    const line = frame.log.find((/** @type {{action: number}} */ l) => l.action >= d.index);
    assert.ok(line, `no line tells decision ${d.index}`);
    lines.set(d.index, line.step);
  }
  return { created, report: body.report, lines };
}

async function waitStep(page, n) {
  await page.waitForFunction((want) => {
    const m = (document.getElementById('rp-step')?.textContent || '').match(/Step (\d+) of/);
    return m && Number(m[1]) === want;
  }, n, { timeout: TIMEOUT });
}

/** The effective size of the chart's texts on screen: their font size times the drawing's
 * scale. */
async function chartTextSizes(page) {
  return page.$$eval('#rp-chart svg text', (texts) => texts.map((t) => {
    const svg = /** @type {SVGSVGElement} */ (t.ownerSVGElement);
    const ctm = svg.getScreenCTM();
    return parseFloat(getComputedStyle(t).fontSize) * (ctm ? ctm.a : 0);
  }));
}

let game;

test('every decision has a verdict; mistakes, their words and the keys per seat; the chart', async () => {
  game = await analysedGame();
  const { created, report, lines } = game;
  const flagged = report.decisions.filter((d) => d.verdict !== 'good');
  assert.ok(flagged.length > 0, 'no flagged decision to go to');
  const { page, errors, context } = await open(browser(), `${BASE}/replay/${created.game_id}#token=${created.spectator.token}`);
  await page.waitForSelector('#rp-chart svg', { timeout: TIMEOUT });
  // At the last step: a verdict beside every decision, each once.
  const shown = await page.$$eval('#log .verdict', (els) => els.map((e) => Number(e.getAttribute('data-index'))));
  assert.equal(shown.length, report.decisions.length);
  assert.deepEqual([...new Set(shown)].sort((a, b) => a - b), report.decisions.map((d) => d.index).sort((a, b) => a - b));
  // The players' names, each with an accuracy from 0 to 100.
  const seats = await page.$$eval('.review-seat', (els) => els.map((e) => e.textContent));
  assert.equal(seats.length, 2);
  for (const [i, text] of seats.entries()) {
    assert.match(text, new RegExp(`^Seat ${i} \\(greedy\\) accuracy (\\d+)`), text);
    const acc = Number(text.match(/accuracy (\d+)/)[1]);
    assert.ok(acc >= 0 && acc <= 100, text);
  }
  // Next/previous mistake of a seat: its flagged decisions in order, and back.
  for (const seat of [0, 1]) {
    const want = [...new Set(flagged.filter((d) => d.seat === seat).map((d) => lines.get(d.index)))].sort((a, b) => a - b);
    await page.keyboard.press('Home');
    await waitStep(page, 0);
    for (const step of want) {
      await page.click(`#rp-next-mistake-${seat}`);
      await waitStep(page, step);
    }
    assert.equal(await page.isDisabled(`#rp-next-mistake-${seat}`), true, `seat ${seat}: a mistake after the last`);
    for (const step of want.slice(0, -1).reverse()) {
      await page.click(`#rp-prev-mistake-${seat}`);
      await waitStep(page, step);
    }
  }
  // The keys: n and p go through every seat's flagged decisions in the public view.
  const all = [...new Set(flagged.map((d) => lines.get(d.index)))].sort((a, b) => a - b);
  await page.keyboard.press('Home');
  await waitStep(page, 0);
  for (const step of all) {
    await page.keyboard.press('n');
    await waitStep(page, step);
  }
  await page.keyboard.press('p');
  await waitStep(page, all.length > 1 ? all[all.length - 2] : all[0]);
  // The current flagged decision: its better move in the server's words, the loss, the chances.
  const d = flagged.find((x) => lines.get(x.index) === all[all.length - 1]);
  await page.keyboard.press('End');
  await page.waitForSelector('#rp-last:disabled', { timeout: TIMEOUT });
  await page.waitForSelector(`#log .verdict[data-index="${d.index}"]`, { timeout: TIMEOUT });
  const detail = await page.$eval(`#log .verdict[data-index="${d.index}"]`, (v) => v.nextElementSibling?.textContent || '');
  assert.ok(d.best_words, `no words for the better move of decision ${d.index}`);
  assert.ok(detail.includes(`Better: ${d.best_words}`), detail);
  assert.ok(detail.includes(`Loss: ${(100 * d.loss).toFixed(1)} points of chance to win`), detail);
  assert.match(detail, /Chance to win \d+\.\d% before, \d+\.\d% after/);
  // The chart: a click goes to the decision of the nearest point (points a pixel apart are
  // told apart only by where exactly the click lands, so any point within 3 px will do).
  const before = (await page.textContent('#rp-step')) || '';
  const point = report.decisions.filter((x) => x.taken_estimate)[10];
  await page.locator('#rp-chart').scrollIntoViewIfNeeded();
  const box = await page.locator(`#rp-chart [data-id="d${point.step}"] circle`).boundingBox();
  assert.ok(box);
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(cx, cy);
  await page.waitForFunction((old) => document.getElementById('rp-step')?.textContent !== old, before, { timeout: TIMEOUT });
  await page.waitForSelector('#rp-chart [data-id].current', { timeout: TIMEOUT });
  const chosen = await page.$eval('#rp-chart [data-id].current circle', (c) => {
    const r = c.getBoundingClientRect();
    return { id: c.parentElement?.getAttribute('data-id'), x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  assert.ok(Math.hypot(chosen.x - cx, chosen.y - cy) <= 3, `clicked at ${cx},${cy}; chose ${JSON.stringify(chosen)}`);
  const picked = report.decisions.find((x) => `d${x.step}` === chosen.id);
  await waitStep(page, lines.get(picked.index));
  assert.match(page.url(), new RegExp(`token=.*step=${lines.get(picked.index)}`), 'the hash keeps the token and the step');
  await screenshot(page, 'review-en-1280');
  // Readable at a desktop's width.
  const sizes = await chartTextSizes(page);
  assert.ok(sizes.length > 5 && Math.min(...sizes) >= 12, `chart text at 1280 px: ${sizes.map((s) => s.toFixed(1))}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('at 390 px: the chart is readable; German and Polish do not overflow', async () => {
  assert.ok(game, 'the first test made the game');
  const { created } = game;
  const r = await fetch(`${BASE}/api/i18n/en`);
  const keyHeads = [...new Set(Object.keys((await r.json()).messages).map((k) => k.split('-')[0]))];
  for (const [lang, locale] of [['de', 'de-DE'], ['pl', 'pl-PL']]) {
    const { page, errors, context } = await open(browser(), `${BASE}/replay/${created.game_id}#token=${created.spectator.token}`, {
      viewport: { width: 390, height: 844 }, locale,
    });
    await page.waitForSelector('#rp-chart svg', { timeout: TIMEOUT });
    await page.waitForSelector('#log .verdict-detail', { timeout: TIMEOUT });
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    const sizes = await chartTextSizes(page);
    assert.ok(Math.min(...sizes) >= 12, `${lang}: chart text at 390 px: ${sizes.map((s) => s.toFixed(1))}`);
    const problems = await page.evaluate(inspect, { keyHeads });
    await screenshot(page, `review-${lang}-390`);
    if (process.env.KOHLE_SCREENSHOTS) {
      await page.locator('#rp-analysis').screenshot({ path: `${process.env.KOHLE_SCREENSHOTS}/review-box-${lang}-390.png` });
      await page.locator('#log').screenshot({ path: `${process.env.KOHLE_SCREENSHOTS}/review-log-${lang}-390.png` });
    }
    assert.deepEqual(problems, [], `${lang} at 390 px`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
