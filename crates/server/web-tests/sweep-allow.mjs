// Problems the sweep (sweep.mjs) finds in parts of the site other work owns, excused until that
// work is merged. Each entry names its issue; delete it when the sweep says it is no longer
// needed ("allow-list entry no longer needed"). Keep this list short and exact.
//
// An entry: `match` (a regular expression on the problem's sentence), optionally `pages` (on the
// page's name: lobby, sign-in, my-games, leaderboard, replay, replay-file, ga-draft, ga-placement,
// ga-scored, ga-over, hk-planning, hk-actions, hk-winter, hk-over, analysis-report,
// balance-report) and `langs`.

/** @type {{issue: string, match: RegExp, pages?: RegExp, langs?: string[]}[]} */
export const ALLOWED = [];
