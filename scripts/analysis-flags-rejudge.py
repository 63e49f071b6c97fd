#!/usr/bin/env python3
"""Judges a flag study's decisions again with another verdict rule, without searching again.

  scripts/analysis-flags-rejudge.py target/judge-study3/flags-haspelknecht.jsonl 2 2.5 3
  scripts/analysis-flags-rejudge.py FILE 2 --depth 0.02 1.0 --halves

`--depth C S` adds a depth margin to the noise of both seeds' verdicts (and, with
`--deeper-margin`, to the deeper one's, as `judge_study` now judges it):
the chance loss's standard error becomes sqrt(se^2 + C^2), the score loss's sqrt(se^2 + S^2),
for the difference between the judge and a search ten times deeper that no spread between
searches of the same depth shows. `--halves` also prints the figures of the even and odd games
by their game number (a rule chosen on one half is measured on the other).

Reads the per-decision dump of `judge_study flags` (each decision's [loss, loss_se, score_loss,
score_se, points_left, verdict] under both seeds and, when checked, ten times deeper) and prints,
per noise multiplier Z, the flags of each seed, their agreement (both over either), and the
share confirmed deeper: by the deeper verdict (its own margin of 2 standard errors) and by its
estimate alone. The thresholds are those of crates/analysis/src/decisions.rs.
"""
import json
import sys

INACCURACY, MISTAKE, BLUNDER = 0.05, 0.10, 0.20
SCORE_SHARE, SCORE_FLOOR, SCORE_CAP = 0.25, 5.0, 10.0


def verdict(row, z, depth=(0.0, 0.0)):
    """0 good, 1 inaccuracy, 2 mistake, 3 blunder (as `analysis::decisions::verdict`)."""
    loss, loss_se, score_loss, score_se, points_left = row[:5]
    loss_se = (loss_se ** 2 + depth[0] ** 2) ** 0.5
    score_se = (score_se ** 2 + depth[1] ** 2) ** 0.5
    x = loss - z * loss_se
    v = 3 if x >= BLUNDER else 2 if x >= MISTAKE else 1 if x >= INACCURACY else 0
    if score_loss - z * score_se >= min(max(SCORE_SHARE * points_left, SCORE_FLOOR), SCORE_CAP):
        v = max(v, 2)
    return v


def figures(games, z, depth, deeper_margin=False):
    first = second = both = either = confirmed = by_estimate = 0
    for g in games:
        for d in g["decisions"]:
            a, b = verdict(d["first"], z, depth) >= 2, verdict(d["second"], z, depth) >= 2
            first, second = first + a, second + b
            both, either = both + (a and b), either + (a or b)
            if a and d["deeper"] is not None:
                confirmed += verdict(d["deeper"], 2.0, depth if deeper_margin else (0.0, 0.0)) >= 2
                by_estimate += verdict(d["deeper"], 0.0) >= 2
    return {"z": z, "depth": list(depth), "games": len(games), "flagged_first": first,
            "flagged_second": second, "both": both, "either": either,
            "agreement": both / max(either, 1),
            "confirmed": confirmed / max(first, 1),
            "confirmed_by_estimate": by_estimate / max(first, 1)}


def main():
    args = sys.argv[1:]
    depth, halves = (0.0, 0.0), False
    if "--depth" in args:
        i = args.index("--depth")
        depth = (float(args[i + 1]), float(args[i + 2]))
        del args[i:i + 3]
    if "--halves" in args:
        args.remove("--halves")
        halves = True
    deeper_margin = "--deeper-margin" in args
    if deeper_margin:
        args.remove("--deeper-margin")
    path, zs = args[0], [float(z) for z in args[1:]] or [2.0]
    games = [json.loads(line) for line in open(path) if '"decisions"' in line]
    for z in zs:
        print(json.dumps(figures(games, z, depth, deeper_margin)))
        if halves:
            for name, rest in (("even", 0), ("odd", 1)):
                half = [g for g in games if g["game"] % 2 == rest]
                print(json.dumps({"half": name, **figures(half, z, depth, deeper_margin)}))


if __name__ == "__main__":
    main()
