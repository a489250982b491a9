"""Where triage's remaining errors on the raw corpora come from, and how far fixing each kind could take F1.

    python bench/triage_errors.py [--show N]

Every pair of logs that triage groups otherwise than their labels is one error: a split pair (one root cause,
two clusters) or a merged pair (two causes, one cluster). Each is put in the first class that fits:
  identical    the two logs have the same failure type: kind, exception, normalized message and crash site.
               Telling them apart means reading what the issue says must not split a cause: line numbers,
               addresses, shapes, dtypes, the script's own names.
  contested    the two types are decided the other way by another part's author: a pair that triage splits
               and another author labels as two causes, or merges and another author labels as one (bool
               `CreateAdd` and `CreateMul` in LLVM codegen: one cause in 13 parts, two in 4). No method that reads
               logs the same way in every part satisfies both authors.
  no evidence  one of the logs says nothing of TVM: a wrong result with no TVM frame and no TVM warning, the
               script's own assertion, a log cut off before its message and any frame naming what failed.
  rest         everything else: the errors a better method could fix without contradicting an author.

Then, per part, the B-cubed F1 that triage would reach with the errors of some classes fixed and the others left
as they are (the clusters are the connected components of the pairs then grouped, so a fixed pair can pull in
more than itself). "rest" fixed is what a method reaches that keeps to the logs' evidence and to the
conventions most authors share; "rest + contested" sides with each part's own author where authors disagree,
which no single method can do for every part at once; "all but identical" also guesses every log that says
nothing of TVM right.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from itertools import combinations
from multiprocessing import Pool

import triage_quality as tq
from relayreduce.triage.metrics import bcubed
from relayreduce.triage.signature import WRONG_RESULT

CLASSES = ("identical", "contested", "no evidence", "rest")
FIXED = {"rest": ("rest",), "rest + contested": ("rest", "contested"),
         "all but identical": ("rest", "contested", "no evidence")}
GOAL = 0.95


def failure_type(sig) -> tuple:
    return sig.kind, sig.exception_type, sig.message, sig.top[0] if sig.top else ""


def says_nothing_of_tvm(sig) -> bool:
    return (sig.message == WRONG_RESULT or (not sig.frames and sig.exception_type in ("AssertionError", ""))
            or sig.says_nothing or sig.cut_off and not sig.owners)


def triaged(name: str) -> tuple[str, dict, dict, dict]:
    corpus = tq.CORPORA[name]
    records = tq.record_dir(corpus)
    return name, tq.load_labels(corpus), tq.ours(records), tq.signed_failures(records)


def votes_of(parts: list) -> dict:
    """type pair -> part -> (labelled one cause at least once, labelled two causes at least once)"""
    votes: dict = defaultdict(lambda: defaultdict(lambda: [False, False]))
    for name, labels, _, sigs in parts:
        for a, b in combinations([r for r in labels if r in sigs], 2):
            ta, tb = failure_type(sigs[a]), failure_type(sigs[b])
            if ta != tb:
                votes[tuple(sorted((ta, tb)))][name][labels[a] != labels[b]] = True
    return votes


def error_class(name: str, a, b, split: bool, votes: dict) -> str:
    if a is None or b is None:
        return "no evidence"  # a log that triage set aside as showing no failure
    ta, tb = failure_type(a), failure_type(b)
    if ta == tb:
        return "identical"
    others = [v for part, v in votes[tuple(sorted((ta, tb)))].items() if part != name]
    if any(v[1] if split else v[0] for v in others):
        return "contested"
    return "no evidence" if says_nothing_of_tvm(a) or says_nothing_of_tvm(b) else "rest"


def f1_with_fixed(ids: list[str], labels: dict, assign: dict, classes: dict, fixed: tuple[str, ...]) -> float:
    parent = {r: r for r in ids}

    def root(x: str) -> str:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in combinations(ids, 2):
        cls = classes.get((a, b))
        together = labels[a] == labels[b] if cls in fixed else assign[a] == assign[b]
        if together:
            parent[root(a)] = root(b)
    return bcubed([root(r) for r in ids], [labels[r] for r in ids])[2]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--show", type=int, default=0, help="also list the N most contested type pairs")
    args = ap.parse_args()
    names = [n for n in tq.CORPORA if n.startswith("raw") and (tq.CORPORA[n] / "labels.json").exists()]
    with Pool(2) as pool:
        parts = pool.map(triaged, names)
    votes = votes_of(parts)
    totals: Counter = Counter()
    header = "  ".join(f"{c:>11s}" for c in CLASSES) + "  " + "  ".join(f"{k:>17s}" for k in ("now", *FIXED))
    print(f"{'part':16s} {'split/merged pairs by class':>50s}   B-cubed F1 with these fixed\n{'':16s} {header}")
    reach = Counter()
    for name, labels, assign, sigs in parts:
        ids = list(labels)
        assign = {r: assign.get(r, f"set aside: {r}") for r in ids}
        classes, counts = {}, Counter()
        for a, b in combinations(ids, 2):
            split = labels[a] == labels[b]
            if split != (assign[a] == assign[b]):
                classes[(a, b)] = error_class(name, sigs.get(a), sigs.get(b), split, votes)
                counts[classes[(a, b)]] += 1
        totals.update(counts)
        f1 = {"now": f1_with_fixed(ids, labels, assign, classes, ())}
        f1.update({k: f1_with_fixed(ids, labels, assign, classes, v) for k, v in FIXED.items()})
        reach.update(k for k, v in f1.items() if v >= GOAL)
        print(f"{name:16s} " + "  ".join(f"{counts[c]:11d}" for c in CLASSES) + "  "
              + "  ".join(f"{f1[k]:17.4f}" for k in ("now", *FIXED)))
    print(f"{'all':16s} " + "  ".join(f"{totals[c]:11d}" for c in CLASSES) + "  "
          + "  ".join(f"{reach[k]:>11d}/{len(parts)} >= {GOAL}" for k in ("now", *FIXED)))
    if args.show:
        contested = [(k, [p for p, v in by.items() if v[0]], [p for p, v in by.items() if v[1]]) for k, by in votes.items()]
        contested = [c for c in contested if set(c[1]) - set(c[2]) and set(c[2]) - set(c[1])]
        print(f"\n{len(contested)} type pairs labelled one cause in some parts and two in others; the most seen:")
        for (ta, tb), one, two in sorted(contested, key=lambda c: -(len(c[1]) + len(c[2])))[:args.show]:
            print(f"  one cause in {len(one)} parts, two in {len(two)}:")
            for t in (ta, tb):
                print(f"    {t[0]} {t[1]} {t[2][:90]!r} @ {t[3][:70]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
