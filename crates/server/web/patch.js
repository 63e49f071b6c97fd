// Deltas of state messages (the server's crates/server/src/delta.rs): after the first full
// state, the WebSocket sends what changed; this rebuilds the state a delta leads to.

/** @typedef {import('./types/api').StateMessage} StateMessage */
/** @typedef {import('./types/api').DeltaMessage} DeltaMessage */

/** Applies RFC 6902 operations (`add`, `remove`, `replace`: what the server sends) to `doc`.
 * Throws when one does not fit the document (the delta was not made for it).
 * @param {any} doc
 * @param {Array<{op?: unknown, path?: unknown, value?: unknown}>} ops
 * @returns {any} the patched document (`doc`, changed in place, unless the whole was replaced) */
export function applyPatch(doc, ops) {
  for (const o of ops) {
    if (typeof o.path !== 'string') throw new Error('a patch operation without a path');
    if (o.path === '') {
      if (o.op !== 'replace') throw new Error(`cannot ${o.op} the whole document`);
      doc = structuredClone(o.value);
      continue;
    }
    const keys = o.path.split('/').slice(1).map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
    const last = /** @type {string} */ (keys.pop());
    let parent = doc;
    for (const k of keys) {
      parent = parent !== null && typeof parent === 'object' ? parent[k] : undefined;
      if (parent === null || typeof parent !== 'object') throw new Error(`no ${o.path} to change`);
    }
    if (parent === null || typeof parent !== 'object') throw new Error(`no ${o.path} to change`);
    const value = structuredClone(o.value);
    if (Array.isArray(parent)) {
      const i = last === '-' && o.op === 'add' ? parent.length : Number(last);
      const max = o.op === 'add' ? parent.length : parent.length - 1;
      if (!Number.isInteger(i) || i < 0 || i > max) throw new Error(`no item ${o.path}`);
      if (o.op === 'add') parent.splice(i, 0, value);
      else if (o.op === 'remove') parent.splice(i, 1);
      else if (o.op === 'replace') parent[i] = value;
      else throw new Error(`unknown operation ${String(o.op)}`);
    } else {
      if (o.op !== 'add' && !Object.hasOwn(parent, last)) throw new Error(`no ${o.path}`);
      if (o.op === 'remove') delete parent[last];
      else if (o.op === 'add' || o.op === 'replace') parent[last] = value;
      else throw new Error(`unknown operation ${String(o.op)}`);
    }
  }
  return doc;
}

/** The state a delta leads to from `state` (which it leaves as it is), or `null` when the
 * delta does not follow it (a message was missed: ask for the full state).
 * @param {StateMessage | null} state the state rebuilt so far
 * @param {number} seq the number of the last message (a full state is 0)
 * @param {DeltaMessage} d
 * @returns {StateMessage | null} */
export function applyDelta(state, seq, d) {
  if (!state || d.since !== state.version || (d.seq !== undefined && d.seq !== null && d.seq !== seq + 1)) return null;
  try {
    const { log, ...rest } = state;
    /** @type {any} */
    let next = structuredClone(rest);
    if (d.patch) next = applyPatch(next, d.patch);
    if (d.state) next = { ...structuredClone(d.state), type: 'state' };
    let lines = log;
    if (d.log_from !== undefined && d.log_from !== null) {
      if (d.log_from > log.length) return null;
      lines = log.slice(0, d.log_from).concat(d.log ?? []);
    }
    next.log = lines;
    next.version = d.version;
    // Whether the state is whole yet (a first state in pieces).
    if (d.more) next.more = true;
    else delete next.more;
    return /** @type {StateMessage} */ (next);
  } catch {
    return null;
  }
}
