// What the sweep (sweep.mjs) checks on a loaded page. `inspect` runs inside the page
// (`page.evaluate(inspect, {keyHeads})`), so it uses nothing from outside its own body, and
// returns the problems it finds as sentences.

/**
 * @param {{keyHeads: string[]}} opts the first parts of the catalogue's message keys
 * @returns {string[]}
 */
export function inspect({ keyHeads }) {
  /** @type {string[]} */
  const problems = [];
  const vw = document.documentElement.clientWidth;

  /** A short name of an element: tag#id.class, with its text when it has little.
   * @param {Element} el */
  const describe = (el) => {
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const text = (el.textContent || '').trim().replace(/\s+/g, ' ');
    return `<${el.tagName.toLowerCase()}${id}${cls}>${text ? ` "${text.length > 40 ? text.slice(0, 40) + '…' : text}"` : ''}`;
  };

  /** Whether a person sees the element (rendered, not visibility:hidden, with an area).
   * @param {Element} el */
  const shown = (el) => {
    if (!el.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  };

  /** The part of `r` that its clipping ancestors (overflow other than visible, and the SVG
   * viewports it is drawn in) let through, or null.
   * @param {Element} el @param {{left: number, right: number, top: number, bottom: number}} r */
  const clipped = (el, r) => {
    let { left, right, top, bottom } = r;
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      const clips = a instanceof SVGSVGElement || s.overflowX !== 'visible' || s.overflowY !== 'visible';
      if (!clips) continue;
      const c = a.getBoundingClientRect();
      left = Math.max(left, c.left);
      right = Math.min(right, c.right);
      top = Math.max(top, c.top);
      bottom = Math.min(bottom, c.bottom);
      if (right - left <= 0 || bottom - top <= 0) return null;
    }
    return { left, right, top, bottom };
  };

  // 1. The page scrolls sideways.
  const sw = document.documentElement.scrollWidth;
  if (sw > vw) {
    const culprits = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right <= vw + 0.5 || r.width === 0 || !shown(el)) continue;
      // Only the outermost element that sticks out and is not inside a box that scrolls.
      const parent = el.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > vw + 0.5) continue;
      if (!clipped(el, r) || clipped(el, r).right <= vw + 0.5) continue;
      culprits.push(`${describe(el)} to ${Math.round(r.right)} px`);
      if (culprits.length === 3) break;
    }
    problems.push(`the page is ${sw} px wide in a ${vw} px window (${culprits.join('; ') || 'no single element'})`);
  }

  // 2. Headings and labels drawn over each other. HTML: the boxes of their lines of text
  // (a Range), SVG: the text's box; each as far as clipping ancestors let it be seen.
  const selector = 'h1, h2, h3, h4, h5, h6, label, legend, summary, caption, figcaption, th, dt, svg text';
  /** @type {{el: Element, text: string, rects: {left: number, right: number, top: number, bottom: number}[]}[]} */
  const boxes = [];
  for (const el of document.querySelectorAll(selector)) {
    if (!shown(el)) continue;
    const text = (el.textContent || '').trim().replace(/\s+/g, ' ');
    if (!text) continue;
    let raw;
    if (el instanceof SVGElement) {
      raw = [el.getBoundingClientRect()];
    } else {
      const range = document.createRange();
      range.selectNodeContents(el);
      raw = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    }
    const rects = raw.map((r) => clipped(el, r)).filter((r) => r !== null);
    if (rects.length) boxes.push({ el, text, rects });
  }
  const seen = new Set();
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const hit = a.rects.some((ra) => b.rects.some((rb) => {
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        const lower = Math.min(ra.bottom - ra.top, rb.bottom - rb.top);
        return w > 2 && h > Math.max(2, 0.3 * lower);
      }));
      if (!hit) continue;
      const key = `${a.text}|${b.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push(`"${a.text.slice(0, 50)}" (${a.el.tagName.toLowerCase()}) overlaps "${b.text.slice(0, 50)}" (${b.el.tagName.toLowerCase()})`);
    }
  }

  // 2b. Text of a drawing that runs out of the drawing (cut off at its edge).
  for (const { el, text } of boxes) {
    if (!(el instanceof SVGElement)) continue;
    const svg = el.closest('svg');
    if (!svg) continue;
    const r = el.getBoundingClientRect();
    const c = svg.getBoundingClientRect();
    if (r.left < c.left - 1 || r.right > c.right + 1) problems.push(`"${text.slice(0, 50)}" runs out of its drawing (${describe(svg).slice(0, 60)})`);
  }

  // 3. Hidden by the markup, shown by the style.
  for (const el of document.querySelectorAll('[hidden], [aria-hidden="true"]')) {
    if (getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0) {
      problems.push(`${describe(el)} is ${el.hasAttribute('hidden') ? 'hidden' : 'aria-hidden'} but shown`);
    }
  }

  // 4. What a person reads: no "null", "undefined", "NaN", no message key, no unfilled {$arg}.
  /** @type {string[]} */
  const texts = [document.body.innerText];
  for (const el of document.querySelectorAll('svg text')) if (shown(el)) texts.push(el.textContent || '');
  for (const el of document.querySelectorAll('[title], [aria-label], [placeholder], [alt]')) {
    if (!el.getClientRects().length) continue;
    for (const attr of ['title', 'aria-label', 'placeholder', 'alt']) {
      const v = el.getAttribute(attr);
      if (v) texts.push(v);
    }
  }
  for (const el of document.querySelectorAll('svg title')) if (el.parentElement && el.parentElement.getClientRects().length) texts.push(el.textContent || '');
  texts.push(document.title);
  const heads = keyHeads.map((h) => h.replace(/[^a-z0-9]/g, '')).filter(Boolean).join('|');
  const patterns = [
    { re: /(?<![\p{L}\p{N}])(null|undefined|NaN)(?![\p{L}\p{N}])/u, what: 'a missing value' },
    { re: new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${heads})-[a-z0-9]+(?:-[a-z0-9]+)*(?![\\p{L}\\p{N}_-])`, 'u'), what: 'a message key' },
    { re: /\{\s*\$[a-z_]+\s*\}/i, what: 'an unfilled argument' },
  ];
  const reported = new Set();
  for (const text of texts) {
    for (const line of text.split('\n')) {
      for (const { re, what } of patterns) {
        const m = line.match(re);
        if (!m || reported.has(m[0] + line)) continue;
        reported.add(m[0] + line);
        const at = Math.max(0, (m.index ?? 0) - 30);
        problems.push(`${what} "${m[0]}" in the text "${line.slice(at, at + 90).trim()}"`);
      }
    }
  }
  return problems;
}
