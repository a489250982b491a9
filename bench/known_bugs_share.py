"""How much of each op's property test the known TVM bugs waive, and whether the predicates hold on seeds
they were not written from.

    python bench/known_bugs_share.py [--seeds 0 1 2] [--count 100] [--json FILE] [ops ...]

For every op and seed it runs the op checker on real TVM and prints: instances, instances whose results
were compared by value, instances waived by a known bug (and the share), and problems no known bug explains.
The predicates in relayreduce/ops/known_tvm_bugs.toml were written from seed 0; seeds 1 and 2 are held out,
so a predicate that is too narrow shows there as an unexplained problem and one that is too broad shows as a
waived share well above seed 0's. Ops over 20% must carry a ``share_note`` in their entry (listed last).
"""

from __future__ import annotations

import argparse
import statistics
import sys

from figures import add_json_option, figure, write_json

from relayreduce import ops
from relayreduce.known_bugs import HIGH_SHARE, known_bugs
from relayreduce.opcheck import OpChecker


def measure(names: list[str], seeds: list[int], count: int) -> dict:
    rows, notes = {}, {}
    for name in names:
        rows[name] = {}
        for seed in seeds:
            report = OpChecker(ops.get(name)).run(count=count, seed=seed)
            rows[name][seed] = {"compared": len(report.compared), "waived": len(report.waived),
                                "share": report.waived_share, "unexplained": len(report.unexpected),
                                "over_without_note": report.share_unexplained}
            for problem in report.unexpected[:3]:
                print(f"  {name} seed {seed}: unexplained {problem}", file=sys.stderr)
            if report.waived_share > HIGH_SHARE:
                notes[name] = [bug.share_note for bug in known_bugs() if bug.op == name and bug.share_note]
        print(f"  {name} checked", file=sys.stderr, flush=True)
    cells = [c for by_seed in rows.values() for c in by_seed.values()]
    held_out = [c["share"] for by_seed in rows.values() for seed, c in by_seed.items() if seed != 0]
    figures = {
        "unexplained": figure(sum(c["unexplained"] for c in cells), "problems", label=f"problems no known bug explains "
                              f"({len(names)} ops x seeds {', '.join(map(str, seeds))}, {count} instances each)",
                              goal=("==", 0)),
        "over_without_note": figure(sum(c["over_without_note"] for c in cells), "runs", label=f"op x seed runs over "
                                    f"{HIGH_SHARE:.0%} waived by an entry without a share_note", goal=("==", 0)),
        "median_waived_share": figure(statistics.median(c["share"] for c in cells), "share",
                                      label="median share of an op's instances the known bugs waive"),
    }
    if held_out:
        figures["median_waived_share_held_out"] = figure(
            statistics.median(held_out), "share", label="the same on the held-out seeds",
            anchor=statistics.median(rows[n][0]["share"] for n in names) if 0 in seeds else None,
            anchor_label="seed 0, the predicates were written from, measured")
    return {"figures": figures, "details": {"seeds": seeds, "count": count, "ops": rows, "share_notes": notes}}


def print_tables(result: dict) -> None:
    d = result["details"]
    print(f"{'op':24} " + " ".join(f"{'seed ' + str(s):>30}" for s in d["seeds"]))
    print(f"{'':24} " + " ".join(f"{'compared waived share unexpl':>30}" for _ in d["seeds"]))
    for name, by_seed in d["ops"].items():
        print(f"{name:24} " + " ".join(f"{c['compared']:8} {c['waived']:6} {c['share']:5.0%} {c['unexplained']:6}   "
                                       for c in by_seed.values()))
    print(f"\n{result['figures']['unexplained']['value']} unexplained problem(s); "
          f"{result['figures']['over_without_note']['value']} op x seed run(s) over {HIGH_SHARE:.0%} "
          "waived by an entry without a share_note")
    for name, why in d["share_notes"].items():
        print(f"over {HIGH_SHARE:.0%}: {name}: {' / '.join(why) or 'NO share_note'}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ops", nargs="*", help="ops to check (default: every op with a known bug)")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--count", type=int, default=100)
    add_json_option(parser)
    args = parser.parse_args()
    names = args.ops or sorted({bug.op for bug in known_bugs()})
    result = measure(names, args.seeds, args.count)
    print_tables(result)
    write_json(result, args.json)
    return 1 if result["figures"]["unexplained"]["value"] or result["figures"]["over_without_note"]["value"] else 0


if __name__ == "__main__":
    sys.exit(main())
