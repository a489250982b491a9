"""How well any triage could cluster a labelled log corpus: the ceiling set by what the logs say.

    python bench/log_ceiling.py [CORPUS ...] [--show]

Two logs of different root causes that say the same thing can only be told apart by guessing: no method that
reads logs may put them in different clusters on evidence. This finds such logs and bounds the B-cubed F1 that
any clustering keeping them together can reach. triage_quality.py prints the bound beside every method.

What a log says, here, is what TVM printed plus which TVM calls the user's code made:
  - the exception lines (type and message, with the lines that continue the message), `Check failed`, crash
    banners, `terminate called`/`what():`, TVM's own `[hh:mm:ss] file:line: ...` log lines;
  - every frame outside the user's script: Python frames of TVM, tvm-ffi's and CPython's, C++ frames, legacy
    numbered frames, with their file's name and line;
  - the names of TVM calls anywhere in the log (`relax.op.nn.max_pool2d(`, `R.tile(`, `topi.sum(`, `nn.Conv2D(`,
    `relax.transform.FoldConstant(`), in the user's source lines, a printed program or pytest's listing.
Left out as noise: timestamps, addresses, durations. Left out as the user's own naming: the script's path and
name, its frames' function names, what it printed, its test names. The key is generous on purpose (a line
or a call name that differs makes two logs distinguishable), so the ceiling is an upper bound: where logs of
two causes still share a key, they are the same log to any method.

This module reads the logs with its own few regular expressions, not with relayreduce's parser, so that a
blind spot of the parser cannot lower the ceiling along with the score.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

from relayreduce.triage.metrics import bcubed

_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
_NOISE = [(re.compile(r"0x[0-9a-fA-F]+"), "0x?"), (re.compile(r"\[\d\d:\d\d:\d\d\]"), "[t]"),
          (re.compile(r"\b\d+(?:\.\d+)?s\b"), "?s"), (re.compile(r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[.,]\d+)?"), "<ts>")]
# Frames in the shapes tracebacks print them: Python/tvm-ffi, pytest's --tb=long, legacy TVM.
_PY_FRAME = re.compile(r'^\s*File "([^"]+)", line (\d+),? in (.+)$')  # faulthandler prints no comma
_PYTEST_FRAME = re.compile(r"^(\S+?):(\d+): in (.+)$")
_LEGACY_FRAME = re.compile(r"^\s*\d+: (\S.*)$")
_AT = re.compile(r"^\s*at (\S+):(\d+)\s*$")
_TVM_LOG = re.compile(r"^\[t\] (\S+?):(\d+): (.*)$")
_EXCEPTION = re.compile(r"^(?:E\s+)?((?:\w+\.)*\w*(?:Error|Exception|Exit|Interrupt|Warning|bad_alloc))(?::\s*(.*))?\s*$")
_BANNER = re.compile(r"Check failed|Fatal Python error|!!!!!!!|terminate called|what\(\):|Aborted|Segmentation fault"
                     r"|Floating point exception|Bus error|core dumped")
_PYTEST_CRASH = re.compile(r"^(\S+?):(\d+): (\w+)$")
# A TVM call in source text: the last name of a dotted call under one of TVM's namespaces.
_TVM_CALL = re.compile(r"\b(?:tvm\.)?(?:relax|R|topi|te|tir|T|nn|op|transform|ir)(?:\.\w+)*\.(\w+)\s*\(")
# Where TVM, tvm-ffi, CPython and the C/C++ runtime keep their code; every other .py file is the user's.
_LIBRARY = re.compile(r"site-packages|dist-packages|tvm_ffi|<unknown>|<frozen|/src/|/include/|^src/|^include/"
                      r"|^(?:\./)?(?:Objects|Python|Modules|Include|Parser)/|sysdeps|/lib/python\d|\.(?:cc|cpp|h|c|S)$")


def _library(path: str) -> bool:
    return bool(_LIBRARY.search(path)) or not path.endswith(".py")


def _basename(path: str) -> str:
    return path.rsplit("/", 1)[-1]


def evidence(text: str) -> frozenset[str]:
    """What a log says, as a set of normalized items (see the module's docstring)."""
    items: set[str] = set()
    in_message = False
    for raw in _ANSI.sub("", text).replace("\r", "").splitlines():
        line = raw.rstrip()
        for pattern, mask in _NOISE:
            line = pattern.sub(mask, line)
        items.update("call " + name for name in _TVM_CALL.findall(line))
        frame = _PY_FRAME.match(line) or _PYTEST_FRAME.match(line)
        if frame:
            path, lineno, func = frame.groups()
            if _library(path):
                items.add(f"frame {_basename(path)}:{lineno} {func.strip()}")
            in_message = False
            continue
        if m := _LEGACY_FRAME.match(line):
            items.add("frame " + m.group(1))
            continue
        if m := (_AT.match(line) or _PYTEST_CRASH.match(line)):
            if _library(m.group(1)):
                items.add(f"at {_basename(m.group(1))}:{m.group(2)}")
            continue
        if m := _TVM_LOG.match(line):
            items.add(f"log {_basename(m.group(1))}:{m.group(2)} {m.group(3)}")
            continue
        if _EXCEPTION.match(line.strip()) or _BANNER.search(line):
            items.add("said " + line.strip())
            in_message = True
            continue
        if in_message and line.strip():
            items.add("said " + line.strip())  # a multi-line message goes on until a blank line or a frame
        else:
            in_message = False
    return frozenset(items)


def log_text(record: Path) -> str:
    return "\n".join(f.read_text(errors="replace") for f in sorted(record.iterdir()) if f.is_file())


def atoms(records: Path, labels: dict[str, str]) -> dict[str, frozenset[str]]:
    """record id -> its evidence; records with equal evidence are one atom."""
    return {rid: evidence(log_text(records / rid)) for rid in labels}


def ceiling(keys: dict[str, frozenset[str]], labels: dict[str, str]) -> dict:
    """The upper bound on B-cubed F1 of any clustering that keeps records of equal evidence together, and the
    best such clustering a local search finds (so the true ceiling lies between the two)."""
    members = defaultdict(list)
    for rid, key in keys.items():
        members[key].append(rid)
    gold = Counter(labels.values())
    # A record in an atom with records of other causes shares its cluster with them: its precision is at best
    # that of a cluster holding its whole cause plus those others. Recall can still be 1.
    bound = 0.0
    for rids in members.values():
        here = Counter(labels[r] for r in rids)
        for r in rids:
            others = len(rids) - here[labels[r]]
            bound += gold[labels[r]] / (gold[labels[r]] + others)
    p = bound / len(labels)
    upper = 2 * p / (1 + p)
    reachable = _local_search(list(members.values()), labels)
    mixed = [dict(Counter(labels[r] for r in rids)) for rids in members.values()
             if len({labels[r] for r in rids}) > 1]
    return {"upper": upper, "reachable": reachable, "mixed_atoms": mixed,
            "records_in_mixed_atoms": sum(sum(m.values()) for m in mixed)}


def _local_search(groups: list[list[str]], labels: dict[str, str]) -> float:
    """Start from each atom in its majority cause's cluster; move whole atoms between clusters (or to a new one)
    while B-cubed F1 improves."""
    home = [Counter(labels[r] for r in rids).most_common(1)[0][0] for rids in groups]
    records = [(i, r) for i, rids in enumerate(groups) for r in rids]
    gold = [labels[r] for _, r in records]

    def f1() -> float:
        return bcubed([home[i] for i, _ in records], gold)[2]

    best = f1()
    improved = True
    while improved:
        improved = False
        for i in range(len(groups)):
            for target in set(home) | {f"alone {i}"}:
                if target == home[i]:
                    continue
                was, home[i] = home[i], target
                score = f1()
                if score > best + 1e-12:
                    best, improved = score, True
                else:
                    home[i] = was
    return best


def main() -> int:
    from triage_quality import CORPORA, load_labels, record_dir
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpora", nargs="*")
    ap.add_argument("--show", action="store_true", help="list the atoms that hold records of several causes")
    args = ap.parse_args()
    chosen = args.corpora or [n for n, p in CORPORA.items() if n.startswith("raw") and (p / "labels.json").exists()]
    for name in chosen:
        corpus = CORPORA.get(name, Path(name))
        labels = load_labels(corpus)
        c = ceiling(atoms(record_dir(corpus), labels), labels)
        print(f"{name:14s} B-cubed F1 ceiling <= {c['upper']:.4f} (a clustering reaching {c['reachable']:.4f} exists); "
              f"{c['records_in_mixed_atoms']} records in {len(c['mixed_atoms'])} atoms of several causes")
        if args.show:
            for m in c["mixed_atoms"]:
                print("    " + json.dumps(m))
    return 0


if __name__ == "__main__":
    sys.exit(main())
