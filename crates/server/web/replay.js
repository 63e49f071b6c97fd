// The replay page: a game looked back at step by step (/replay/{id}#token=...&step=K&seat=S),
// and a record file from the command line opened in the browser (/replay: the file is read and
// replayed here by replay.wasm, and sent nowhere). The steps come from the server's
// `present::replay` (the same code in both): this file only draws them.

import { t, lang } from './i18n.js';
import { html } from './board.js';

/** @typedef {import('./types/api').StateMessage} StateMessage */
/** @typedef {import('./board.js').GameModule} GameModule */

/**
 * One line of the log at a step (`present::replay::ReplayLine`).
 * @typedef {object} ReplayLine
 * @property {number} step
 * @property {number} action
 * @property {'decision' | 'event'} kind
 * @property {number | null} seat
 * @property {string} text
 */

/**
 * One step of a replay (`present::replay::Frame`; the route's answer is described in words only,
 * so this is written by hand).
 * @typedef {object} Frame
 * @property {string} game
 * @property {number} players
 * @property {string[]} names
 * @property {number} step
 * @property {number} steps
 * @property {number} decisions
 * @property {number[]} decision_steps
 * @property {boolean} finished
 * @property {boolean} everything
 * @property {number | null} seat
 * @property {number[]} to_move
 * @property {unknown} view
 * @property {ReplayLine[]} log
 * @property {number[] | null} scores
 * @property {{name: string, items: string[]}[]} piles
 * @property {import('./types/api').EndingOut | null} [ending] how the game ended (a server's game)
 */

/** @typedef {{ok: true, frame: Frame} | {ok: false, error: string}} FrameAnswer */
/** @typedef {(step: number | null, seat: number | null) => Promise<FrameAnswer>} FrameSource */

/** The analysis of a game on the server (`GET /api/games/{id}/analysis`).
 * @typedef {import('./types/api').AnalysisOut} AnalysisAnswer */
/** @typedef {import('./types/api').AnalysisView} AnalysisView */
/** @typedef {import('./types/api').DecisionView} DecisionView */

/** A chance or a loss as the review writes it (`45.0%`, `12.3`).
 * @param {number} v */
const pct = (v) => `${(100 * v).toFixed(1)}%`;

/** The hash of the page's URL as parameters (`token`, `step`, `seat`). */
function hashParams() {
  return new URLSearchParams(location.hash.slice(1));
}

/** A whole number from the hash, or `null`.
 * @param {string} name */
function hashNumber(name) {
  const v = hashParams().get(name);
  return v !== null && /^\d+$/.test(v) ? Number(v) : null;
}

/**
 * The replay of a game on the server, as the token's reader may see it.
 * @param {HTMLElement} main
 * @param {string} id
 * @param {string} token
 */
export function serverReplay(main, id, token) {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  /** @type {FrameSource} */
  const source = async (step, seat) => {
    const q = new URLSearchParams({ lang: lang() });
    if (step !== null) q.set('step', String(step));
    if (seat !== null) q.set('seat', String(seat));
    const r = await fetch(`/api/games/${encodeURIComponent(id)}/replay?${q}`, { headers });
    let body;
    try {
      body = await r.json();
    } catch {
      body = null;
    }
    if (r.ok && body) return { ok: true, frame: /** @type {Frame} */ (body) };
    return { ok: false, error: (body && body.message) || t('web-error-status', { status: r.status }) };
  };
  html('p', { class: 'replay-back' }, main).append(
    html('a', { id: 'rp-to-game', href: `/play/${encodeURIComponent(id)}#token=${encodeURIComponent(token)}` }, null, t('web-replay-to-game')),
  );
  const replay = new Replay(main, source);
  replay.analysis = { id, headers: headers || {} };
  replay.start();
}

/**
 * `/replay`: a record file dropped on the page (or chosen) is replayed in this browser.
 * @param {HTMLElement} main
 */
export function fileReplay(main) {
  const zone = html('section', { class: 'card drop-zone', id: 'drop-zone', tabindex: 0 }, main);
  html('p', {}, zone, t('web-replay-drop'));
  const pick = html('input', { type: 'file', id: 'record-file', accept: '.json,application/json', 'aria-label': t('web-replay-choose') }, zone);
  const status = html('p', { id: 'drop-status', role: 'status' }, zone);
  const area = html('div', { id: 'replay-area' }, main);
  /** @param {File} file */
  const open = async (file) => {
    status.textContent = '';
    area.replaceChildren();
    let text;
    try {
      text = await file.text();
    } catch {
      status.textContent = t('web-replay-file-error', { reason: 'unreadable' });
      return;
    }
    let engine;
    try {
      engine = await loadWasm();
    } catch {
      status.textContent = t('web-replay-no-wasm');
      status.setAttribute('role', 'alert');
      return;
    }
    /** @type {FrameSource} */
    const source = async (step, seat) => engine.frame(text, step, seat, lang());
    const first = await source(null, null);
    if (!first.ok) {
      status.textContent = t('web-replay-file-error', { reason: first.error });
      status.setAttribute('role', 'alert');
      return;
    }
    status.setAttribute('role', 'status');
    status.textContent = file.name;
    new Replay(area, source).start();
  };
  pick.addEventListener('change', () => {
    const f = pick.files && pick.files[0];
    if (f) open(f);
  });
  zone.addEventListener('dragover', (e) => {
    e.preventDefault();
    zone.classList.add('over');
  });
  zone.addEventListener('dragleave', () => zone.classList.remove('over'));
  zone.addEventListener('drop', (e) => {
    e.preventDefault();
    zone.classList.remove('over');
    const f = e.dataTransfer && e.dataTransfer.files[0];
    if (f) open(f);
  });
}

/**
 * The replay module (`/web/replay.wasm`, built from crates/webreplay): the same
 * `present::replay` as the server's, run in the browser.
 * @returns {Promise<{frame: (record: string, step: number | null, seat: number | null, lang: string) => FrameAnswer}>}
 */
async function loadWasm() {
  const r = await fetch('/web/replay.wasm');
  if (!r.ok) throw new Error(`replay.wasm: ${r.status}`);
  const { instance } = await WebAssembly.instantiate(await r.arrayBuffer(), {});
  const ex = /** @type {{memory: WebAssembly.Memory, kohle_alloc: (n: number) => number, kohle_free: (p: number, n: number) => void, kohle_frame: (rp: number, rn: number, step: number, seat: number, lp: number, ln: number) => number}} */ (
    /** @type {unknown} */ (instance.exports)
  );
  const enc = new TextEncoder();
  const dec = new TextDecoder();
  /** @param {Uint8Array} bytes */
  const put = (bytes) => {
    const p = ex.kohle_alloc(bytes.length);
    new Uint8Array(ex.memory.buffer, p, bytes.length).set(bytes);
    return p;
  };
  return {
    frame(record, step, seat, code) {
      const rec = enc.encode(record);
      const lg = enc.encode(code);
      const rp = put(rec);
      const lp = put(lg);
      const out = ex.kohle_frame(rp, rec.length, step === null ? -1 : step, seat === null ? -1 : seat, lp, lg.length);
      ex.kohle_free(rp, rec.length);
      ex.kohle_free(lp, lg.length);
      // The answer: its length (4 bytes, little-endian), then JSON.
      const len = new DataView(ex.memory.buffer).getUint32(out, true);
      const text = dec.decode(new Uint8Array(ex.memory.buffer, out + 4, len));
      ex.kohle_free(out, len + 4);
      const answer = JSON.parse(text);
      return answer.error !== undefined ? { ok: false, error: String(answer.error) } : { ok: true, frame: answer.frame };
    },
  };
}

/** The replay itself: controls, board, log, and (on the server) the analysis. */
class Replay {
  /**
   * @param {HTMLElement} parent
   * @param {FrameSource} source
   */
  constructor(parent, source) {
    this.source = source;
    /** @type {Frame | null} */
    this.frame = null;
    /** @type {GameModule | null | undefined} */
    this.module = undefined;
    /** @type {{id: string, headers: Record<string, string>} | null} */
    this.analysis = null;
    /** @type {Review | null} the analysis once done (a game that has ended) */
    this.review = null;
    /** A request in flight: later ones win. */
    this.seq = 0;
    const wrap = html('div', { class: 'game replay' }, parent);
    const area = html('section', { class: 'board-area', 'aria-label': t('web-board') }, wrap);
    const nav = html('nav', { class: 'replay-nav', 'aria-label': t('web-replay-title') }, area);
    /** @param {string} id @param {string} key @param {string} label */
    const button = (id, key, label) => {
      const b = html('button', { type: 'button', id, title: t(key), 'aria-label': t(key) }, nav, label);
      return b;
    };
    this.first = button('rp-first', 'web-replay-first', '|◀');
    this.prevDecision = button('rp-prev-decision', 'web-replay-prev-decision', '◀◀');
    this.prev = button('rp-prev', 'web-replay-prev', '◀');
    this.slider = html('input', { type: 'range', id: 'rp-slider', min: 0, max: 0, value: 0, 'aria-label': t('web-replay-slider') }, nav);
    this.next = button('rp-next', 'web-replay-next', '▶');
    this.nextDecision = button('rp-next-decision', 'web-replay-next-decision', '▶▶');
    this.last = button('rp-last', 'web-replay-last', '▶|');
    this.label = html('span', { id: 'rp-step', class: 'replay-step', 'aria-live': 'polite' }, nav);
    const seatLabel = html('label', { class: 'replay-seat' }, nav);
    html('span', {}, seatLabel, t('web-replay-view-as') + ' ');
    this.seatSelect = html('select', { id: 'rp-seat' }, seatLabel);
    this.note = html('p', { id: 'rp-note', class: 'replay-note' }, area);
    this.board = html('div', { id: 'board', class: 'board' }, area);
    const side = html('aside', { class: 'side' }, wrap);
    this.analysisBox = html('section', { class: 'card', id: 'rp-analysis', hidden: true }, side);
    this.scoresBox = html('section', { class: 'card', id: 'rp-scores', hidden: true }, side);
    this.pilesBox = html('section', { class: 'card', id: 'rp-piles', hidden: true }, side);
    const logSec = html('section', { class: 'card log', 'aria-labelledby': 'log-title' }, side);
    html('h2', { id: 'log-title' }, logSec, t('web-log'));
    this.log = html('ol', { id: 'log', class: 'log-lines replay-log' }, logSec);

    this.first.addEventListener('click', () => this.go(0));
    this.last.addEventListener('click', () => this.go(this.steps()));
    this.prev.addEventListener('click', () => this.go(this.at() - 1));
    this.next.addEventListener('click', () => this.go(this.at() + 1));
    this.prevDecision.addEventListener('click', () => this.go(this.decision(-1)));
    this.nextDecision.addEventListener('click', () => this.go(this.decision(1)));
    this.slider.addEventListener('input', () => this.go(Number(this.slider.value)));
    this.seatSelect.addEventListener('change', () => {
      const v = this.seatSelect.value;
      this.go(this.at(), v === '' ? null : Number(v));
    });
    this.log.addEventListener('click', (e) => {
      const li = e.target instanceof Element ? e.target.closest('li[data-step]') : null;
      if (li instanceof HTMLElement) this.go(Number(li.dataset.step));
    });
    this.onKey = (/** @type {KeyboardEvent} */ e) => this.key(e);
    document.addEventListener('keydown', this.onKey);
  }

  /** Shows the step and seat of the URL's hash (else the last step). */
  start() {
    this.go(hashNumber('step'), hashNumber('seat'));
  }

  at() {
    return this.frame ? this.frame.step : 0;
  }

  steps() {
    return this.frame ? this.frame.steps : 0;
  }

  /** The step of the previous (`-1`) or next (`1`) decision's first line.
   * @param {number} dir */
  decision(dir) {
    const f = this.frame;
    if (!f) return 0;
    const starts = [0, ...f.decision_steps];
    if (dir > 0) return starts.find((s) => s > f.step) ?? f.steps;
    return [...starts].reverse().find((s) => s < f.step) ?? 0;
  }

  /** ← → a step, with Shift a decision; Home, End. Not while typing or choosing.
   * @param {KeyboardEvent} e */
  key(e) {
    if (!this.board.isConnected) {
      document.removeEventListener('keydown', this.onKey);
      return;
    }
    const el = e.target;
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return;
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    let to = null;
    if (this.review && (e.key === 'n' || e.key === 'p') && !e.shiftKey) {
      // The next / previous mistake of the seat whose view is shown (of every seat in the
      // public view).
      const f = this.frame;
      to = this.review.mistake(f ? f.step : 0, e.key === 'n' ? 1 : -1, f && f.seat !== null ? f.seat : null);
      if (to === null) return;
    } else if (e.key === 'ArrowLeft') to = e.shiftKey ? this.decision(-1) : this.at() - 1;
    else if (e.key === 'ArrowRight') to = e.shiftKey ? this.decision(1) : this.at() + 1;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = this.steps();
    if (to === null) return;
    e.preventDefault();
    this.go(to);
  }

  /**
   * Shows step `step` (clamped; `null`: the last) with the view of `seat` (`undefined`: the
   * seat shown now).
   * @param {number | null} step
   * @param {number | null} [seat]
   */
  async go(step, seat) {
    const want = seat === undefined ? (this.frame ? this.frame.seat : hashNumber('seat')) : seat;
    const s = step === null ? null : Math.max(0, Math.min(step, this.frame ? this.frame.steps : step));
    const seq = ++this.seq;
    const answer = await this.source(s, want);
    if (seq !== this.seq) return;
    if (!answer.ok) {
      this.note.textContent = answer.error;
      this.note.setAttribute('role', 'alert');
      return;
    }
    const first = this.frame === null;
    this.frame = answer.frame;
    if (this.module === undefined) {
      try {
        const mod = await import(`/web/${this.frame.game}.js`);
        this.module = typeof mod.draw === 'function' ? mod : null;
      } catch {
        this.module = null;
      }
    }
    if (first && this.analysis && this.frame.everything) this.loadAnalysis(false);
    this.render();
  }

  render() {
    const f = this.frame;
    if (!f) return;
    // A link to this step: the hash keeps the token.
    const params = hashParams();
    params.set('step', String(f.step));
    if (f.seat === null) params.delete('seat');
    else params.set('seat', String(f.seat));
    history.replaceState(null, '', `#${params}`);
    this.slider.max = String(f.steps);
    this.slider.value = String(f.step);
    this.first.disabled = f.step === 0;
    this.prev.disabled = f.step === 0;
    this.prevDecision.disabled = f.step === 0;
    this.next.disabled = f.step >= f.steps;
    this.nextDecision.disabled = f.step >= f.steps;
    this.last.disabled = f.step >= f.steps;
    // The decisions this reader has seen, counted as `kohle replay` and the analysis count them.
    this.label.textContent = t('web-replay-step', { step: f.step, steps: f.steps, actions: f.decisions });
    this.note.removeAttribute('role');
    this.note.textContent = f.everything ? t('web-replay-everything') : t('web-replay-as-seen');
    // Whose view: any seat once everything is shown; else the one it is.
    this.seatSelect.replaceChildren();
    const options = f.everything ? [null, ...f.names.map((_, i) => i)] : [f.seat];
    for (const s of options) {
      const o = html('option', { value: s === null ? '' : String(s) }, this.seatSelect, s === null ? t('web-replay-public') : f.names[s] ?? String(s));
      if (s === f.seat) o.selected = true;
    }
    this.seatSelect.disabled = !f.everything;
    this.renderBoard();
    this.renderLog();
    this.renderScores();
    this.renderPiles();
    this.renderReview();
  }

  renderBoard() {
    const f = /** @type {Frame} */ (this.frame);
    const div = html('div', { class: 'drawing' });
    if (this.module) {
      // The game module draws a state message: a replay's step is one without legal actions.
      const msg = /** @type {StateMessage} */ (/** @type {unknown} */ ({
        type: 'state', game: f.game, seat: f.seat, view: f.view, legal: [], to_move: f.to_move, your_turn: false, log: [], scores: [],
      }));
      try {
        this.module.draw(div, msg, {
          t, act: () => {}, legal: new Map(), seat: f.seat, names: f.names, prefix: '', help: new Map(), replay: true,
        });
      } catch (err) {
        console.error(err);
        div.replaceChildren();
        html('p', { class: 'error', role: 'alert' }, div, t('web-draw-failed'));
      }
    } else {
      html('p', { class: 'error' }, div, t('web-draw-failed'));
    }
    this.board.replaceChildren(div);
  }

  renderLog() {
    const f = /** @type {Frame} */ (this.frame);
    this.log.replaceChildren();
    for (const line of f.log) {
      const li = html('li', { class: `log-${line.kind} turn-${line.action % 2}`, 'data-step': line.step, tabindex: -1 }, this.log, line.text);
      if (line.seat !== null) li.classList.add(`seat-${line.seat}`);
      if (line.step === f.step) {
        li.classList.add('current');
        li.setAttribute('aria-current', 'step');
      }
      // The verdict of every decision this line shows: its own line, or the event that tells it.
      for (const d of this.review ? this.review.atLine(line.step) : []) {
        const word = d.taken_estimate ? t(`analysis-verdict-${d.verdict}`) : t('analysis-only-move');
        li.append(' ');
        html('span', { class: `verdict verdict-${d.verdict}`, 'data-verdict': d.verdict, 'data-index': d.index ?? d.step }, li, word);
        if (d.verdict === 'good') continue;
        const more = html('span', { class: 'verdict-detail' }, li);
        for (const text of flaggedLines(d)) html('span', {}, more, text);
      }
    }
    this.log.scrollTop = this.log.scrollHeight;
  }

  renderScores() {
    const f = /** @type {Frame} */ (this.frame);
    const box = this.scoresBox;
    box.replaceChildren();
    box.hidden = !f.scores;
    if (!f.scores) return;
    html('h2', {}, box, t('web-scores'));
    const ul = html('ul', { class: 'replay-scores' }, box);
    f.scores.forEach((s, i) => html('li', { class: `seat-${i}` }, ul, `${f.names[i] ?? i}: ${s}`));
    // At the last step, how the game ended: the server's one account.
    if (f.ending && f.step === f.steps) {
      html('p', { class: 'replay-ending', id: 'rp-ending' }, box, f.ending.headline);
      const ol = html('ul', { class: 'end-places' }, box);
      for (const s of f.ending.seats) html('li', { class: `seat-${s.seat}` }, ol, s.line);
    }
  }

  renderPiles() {
    const f = /** @type {Frame} */ (this.frame);
    const box = this.pilesBox;
    box.replaceChildren();
    box.hidden = f.piles.length === 0;
    if (box.hidden) return;
    html('h2', {}, box, t('web-replay-piles'));
    for (const p of f.piles) {
      const d = html('div', { class: 'pile' }, box);
      html('h3', {}, d, `${p.name} (${p.items.length})`);
      html('p', { class: 'pile-items' }, d, p.items.join(' '));
    }
  }

  /**
   * The game's analysis on the server: shown when stored; `start` asks for it.
   * @param {boolean} start
   */
  async loadAnalysis(start) {
    const a = this.analysis;
    if (!a) return;
    const box = this.analysisBox;
    box.hidden = false;
    const url = `/api/games/${encodeURIComponent(a.id)}/analysis?lang=${lang()}`;
    const r = await fetch(url, { method: start ? 'POST' : 'GET', headers: a.headers });
    /** @type {AnalysisAnswer | null} */
    let body;
    try {
      body = await r.json();
    } catch {
      body = null;
    }
    box.replaceChildren();
    html('h2', {}, box, t('web-replay-analysis'));
    if (!r.ok || !body) {
      html('p', { class: 'error' }, box, (body && /** @type {{message?: string}} */ (body).message) || t('web-error-status', { status: r.status }));
      return;
    }
    if (body.status === 'running') {
      html('p', { id: 'rp-analysing', role: 'status' }, box, t('web-replay-analysing'));
      setTimeout(() => this.loadAnalysis(false), 1500);
      return;
    }
    if (body.status === 'done' && body.report) {
      // Where each decision is told: the whole log (the last step's) names each line's decision.
      const whole = await this.source(null, null);
      if (!whole.ok) {
        html('p', { class: 'error' }, box, whole.error);
        return;
      }
      this.review = new Review(body.report, whole.frame.log);
      this.showReview(box, body.report, body.chart_svg || null);
      this.render();
      return;
    }
    if (body.status === 'failed') html('p', { class: 'error' }, box, t('web-replay-analysis-failed'));
    const ask = html('button', { type: 'button', id: 'rp-analyse' }, box, t('web-replay-analyse'));
    ask.addEventListener('click', () => this.loadAnalysis(true));
  }

  /**
   * The review in the analysis box: the chart (a click goes to the decision), each seat's
   * accuracy and verdicts with buttons to its previous and next mistake, the keys.
   * @param {HTMLElement} box
   * @param {AnalysisView} report
   * @param {string | null} svg
   */
  showReview(box, report, svg) {
    const review = /** @type {Review} */ (this.review);
    const names = this.frame ? this.frame.names : [];
    if (svg) {
      const chart = html('div', { id: 'rp-chart', class: 'chart', role: 'group', 'aria-label': t('web-replay-chart') }, box);
      // The server's drawing (its texts are escaped there); parsed as SVG, no scripts run.
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      if (doc.documentElement instanceof SVGSVGElement) chart.append(document.importNode(doc.documentElement, true));
      chart.addEventListener('click', (e) => {
        e.preventDefault();
        const d = review.nearestPoint(chart, e.clientX, e.clientY);
        if (d) this.go(review.stepOf(d));
      });
      html('p', { class: 'replay-note' }, box, t('analysis-chart-hint'));
    }
    const seats = html('ul', { class: 'review-seats' }, box);
    report.seats.forEach((s, i) => {
      const name = names[s.seat] ?? String(s.seat);
      const li = html('li', { class: `review-seat seat-${s.seat}`, 'data-seat': s.seat }, seats);
      html('strong', {}, li, name);
      const acc = report.accuracy[i];
      if (acc !== undefined) {
        li.append(' ');
        html('span', { class: 'accuracy', title: t('analysis-accuracy-title') }, li, t('analysis-accuracy', { value: acc.toFixed(0) }));
      }
      const counts = [
        ['good', s.good], ['inaccuracy', s.inaccuracies], ['mistake', s.mistakes], ['blunder', s.blunders],
      ].map(([v, n]) => `${t(`analysis-verdict-${v}`)}: ${n}`).join(', ');
      html('span', { class: 'review-counts' }, li, counts);
      const nav = html('span', { class: 'review-nav' }, li);
      for (const [dir, key, label] of /** @type {[number, string, string][]} */ ([[-1, 'analysis-prev-mistake', '◀'], [1, 'analysis-next-mistake', '▶']])) {
        const b = html('button', {
          type: 'button', class: dir < 0 ? 'prev-mistake' : 'next-mistake', id: `rp-${dir < 0 ? 'prev' : 'next'}-mistake-${s.seat}`,
          'data-seat': s.seat, title: t(key, { name }), 'aria-label': t(key, { name }),
        }, nav, label);
        b.addEventListener('click', () => {
          const to = review.mistake(this.at(), dir, s.seat);
          if (to !== null) this.go(to);
        });
      }
      if (review.flagged(s.seat).length === 0) html('span', { class: 'replay-note' }, li, t('analysis-no-mistake'));
    });
    html('p', { class: 'replay-note', id: 'rp-keys' }, box, t('analysis-keys'));
    const counts = html('ul', { class: 'verdict-counts' }, box);
    for (const v of ['good', 'inaccuracy', 'mistake', 'blunder']) {
      const n = report.decisions.filter((d) => d.verdict === v).length;
      html('li', { class: `verdict-${v}` }, counts, `${t(`analysis-verdict-${v}`)}: ${n}`);
    }
  }

  /** The review's buttons and the chart's mark of the current decision, at this step. */
  renderReview() {
    const review = this.review;
    if (!review || !this.frame) return;
    const at = this.frame.step;
    for (const b of this.analysisBox.querySelectorAll('button[data-seat]')) {
      const dir = b.classList.contains('prev-mistake') ? -1 : 1;
      /** @type {HTMLButtonElement} */ (b).disabled = review.mistake(at, dir, Number(/** @type {HTMLElement} */ (b).dataset.seat)) === null;
    }
    for (const a of this.analysisBox.querySelectorAll('#rp-chart [data-id]')) {
      const d = review.byId.get(a.getAttribute('data-id') || '');
      a.classList.toggle('current', d !== undefined && review.stepOf(d) === at);
    }
  }
}

/** What the review says of a flagged decision besides its verdict: the better move (the
 * server's words), the loss, the chance to win before and after.
 * @param {DecisionView} d */
function flaggedLines(d) {
  const lines = [];
  const best = d.best_words ?? d.best;
  if (best) lines.push(t('analysis-better', { move: best }));
  lines.push(t('analysis-loss', { points: (100 * d.loss).toFixed(1) }));
  if (typeof d.chance_before === 'number' && typeof d.chance_after === 'number') {
    lines.push(t('analysis-chances', { before: pct(d.chance_before), after: pct(d.chance_after) }));
  }
  return lines;
}

/** The analysis of a game that has ended, placed on the lines of its log. */
class Review {
  /**
   * @param {AnalysisView} report
   * @param {ReplayLine[]} log the whole log (every line of the game)
   */
  constructor(report, log) {
    this.report = report;
    /** @type {Map<number, number>} decision (its place in the report) -> the step of its line */
    this.steps = new Map();
    /** @type {Map<number, DecisionView[]>} a line's step -> the decisions it shows */
    this.lines = new Map();
    /** @type {Map<string, DecisionView>} a chart point's id (`d12`) -> its decision */
    this.byId = new Map();
    // Each decision is told by its own first line or, when an event tells it, by the first
    // line after it (the log is in record order).
    const decisions = [...report.decisions].sort((x, y) => (x.index ?? x.step) - (y.index ?? y.step));
    let k = 0;
    for (const d of decisions) {
      const index = d.index ?? d.step;
      while (k < log.length && log[k].action < index) k++;
      const line = k < log.length ? log[k].step : log.length;
      this.steps.set(d.step, line);
      const at = this.lines.get(line) || [];
      at.push(d);
      this.lines.set(line, at);
      this.byId.set(`d${d.step}`, d);
    }
  }

  /** The decisions shown beside the line of step `step`.
   * @param {number} step */
  atLine(step) {
    return this.lines.get(step) || [];
  }

  /** The step of the line that shows decision `d`.
   * @param {DecisionView} d */
  stepOf(d) {
    return this.steps.get(d.step) ?? 0;
  }

  /** The flagged decisions (not good) of `seat` (`null`: every seat's), in order.
   * @param {number | null} seat */
  flagged(seat) {
    return this.report.decisions.filter((d) => d.verdict !== 'good' && (seat === null || d.seat === seat));
  }

  /** The step of the next (`1`) or previous (`-1`) flagged decision of `seat` from step `at`,
   * or `null`.
   * @param {number} at @param {number} dir @param {number | null} seat */
  mistake(at, dir, seat) {
    const steps = [...new Set(this.flagged(seat).map((d) => this.stepOf(d)))].sort((a, b) => a - b);
    const found = dir > 0 ? steps.find((s) => s > at) : steps.reverse().find((s) => s < at);
    return found ?? null;
  }

  /** The decision of the chart's point nearest to a click (by its x first, then its y).
   * @param {HTMLElement} chart @param {number} x @param {number} y */
  nearestPoint(chart, x, y) {
    /** @type {DecisionView | null} */
    let best = null;
    let far = Infinity;
    for (const a of chart.querySelectorAll('[data-id]')) {
      const d = this.byId.get(a.getAttribute('data-id') || '');
      if (!d) continue;
      const r = a.getBoundingClientRect();
      const dist = Math.abs(r.left + r.width / 2 - x) * 4 + Math.abs(r.top + r.height / 2 - y);
      if (dist < far) {
        far = dist;
        best = d;
      }
    }
    return best;
  }
}
