"""Pick benchmark cases for the reducer from campaign results: triage each results directory, then copy the
largest witnesses of every cluster (case.pkl, failure.json, stderr.txt) to the output directory.

    python bench/pick_reducer_cases.py results/ --out bench/reducer_cases --per-cluster 2 --tag campaign-a
"""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

from relayreduce.triage import Store, triage_directory


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--per-cluster", type=int, default=2)
    parser.add_argument("--tag", default="", help="Recorded in picked.json: which campaign a case came from.")
    args = parser.parse_args()
    picked = json.loads((args.out / "picked.json").read_text()) if (args.out / "picked.json").exists() else {}
    for results in args.results:
        result = triage_directory(results)
        store = Store(results / "triage.db")
        for cluster in result.clusters:
            members = []
            for path in store.members(cluster.id):
                failure = json.loads((results / path / "failure.json").read_text())
                members.append((-failure["program_size"], path))
            for _, path in sorted(members)[: args.per_cluster]:
                target = args.out / Path(path).name
                target.mkdir(parents=True, exist_ok=True)
                for name in ("case.pkl", "failure.json", "stderr.txt"):
                    shutil.copy(results / path / name, target / name)
                picked[Path(path).name] = {"cluster": cluster.id, "signature": cluster.signature.head(120),
                                           "kind": cluster.signature.kind, "tag": args.tag}
    (args.out / "picked.json").write_text(json.dumps(picked, indent=1, sort_keys=True) + "\n")
    print(f"{len(picked)} cases from {len({v['cluster'] for v in picked.values()})} clusters in {args.out}")


if __name__ == "__main__":
    main()
