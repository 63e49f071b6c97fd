// The README's screenshots: a game after some moves against a bot, at 1280x800 and 390x844.
// KOHLE_BASE_URL=http://127.0.0.1:8080 KOHLE_SCREENSHOTS=../../../docs/screenshots node screenshots.mjs [GAME...]
// (haspelknecht.test.mjs takes the same shots of its own game when KOHLE_SCREENSHOTS is set).

import {
  launch, createGame, invite, local, state, open, ready, waitTurn, version, waitVersionAbove,
  clickAction, rng, screenshot,
} from './lib.mjs';

const browser = await launch();
const MOVES = { glueckauf: 45, haspelknecht: 25 };
const games = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(MOVES);
for (const game of games) {
  const moves = MOVES[game];
  const created = await createGame({ game, seats: [{ name: 'Anna' }, { bot: 'greedy' }] });
  const link = local(invite(created, 0).link);
  const desk = await open(browser, link);
  await ready(desk.page);
  const pick = rng(5);
  for (let i = 0; i < moves && (await waitTurn(desk.page)); i++) {
    const s = await state(created, 0);
    const legal = s.legal.map((l) => l.action);
    const useful = legal.filter((a) => /^(fill|load|lift|deliver|factory \d|order \d)/.test(a));
    const a = useful.length && pick(2) ? useful[pick(useful.length)] : legal[pick(legal.length)];
    const v = await version(desk.page);
    await clickAction(desk.page, a);
    await waitVersionAbove(desk.page, v);
  }
  await waitTurn(desk.page);
  await desk.page.waitForTimeout(300);
  await screenshot(desk.page, `${game}-1280x800`);
  const phone = await open(browser, link, { viewport: { width: 390, height: 844 } });
  await ready(phone.page);
  await phone.page.waitForTimeout(300);
  await screenshot(phone.page, `${game}-390x844`);
  await desk.context.close();
  await phone.context.close();
}
await browser.close();
