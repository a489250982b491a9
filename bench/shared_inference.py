"""Print the [frames.emitted.shared_inference] table of triage/frame_rules.toml from TVM's source.

    python bench/shared_inference.py path/to/tvm

Relax ops register their type inference (FInferType) in src/relax/op, either directly
(`TVM_REGISTER_OP("relax.nn.max_pool2d") ... .set_attr<FInferType>("FInferType", InferTypePool2D)`) or through
a registration macro that sets it (`RELAX_REGISTER_UNARY_ARITH_OP_AND_IMPL(exp, ...)`). Ops that share one
function are one owner for triage. Functions that only return a fixed type (ReturnVoidType) check nothing.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

INFER = re.compile(r'"FInferType",[\s\\]*(\w+)')
MACRO = re.compile(r"#define (RELAX_REGISTER_\w+)\([^)]*\)((?:[^\n]*\\\n)*[^\n]*)")
DIRECT = re.compile(r'TVM_REGISTER_OP\("relax\.([\w.]+)"\)(.*?);', re.S)
MACRO_USE = re.compile(r"^\s*(RELAX_REGISTER_\w+)\(\s*(\w+)", re.M)


def macro_inference(sources: list[str]) -> dict[str, str]:
    """Registration macro -> the inference function it sets, following macros that wrap another."""
    sets, wraps = {}, {}
    for text in sources:
        for name, body in MACRO.findall(text):
            if found := INFER.search(body):
                sets[name] = found.group(1)
            elif inner := re.search(r"(RELAX_REGISTER_\w+)\(", body):
                wraps[name] = inner.group(1)
    for name, inner in wraps.items():
        while inner in wraps and inner not in sets:
            inner = wraps[inner]
        if inner in sets:
            sets.setdefault(name, sets[inner])
    return sets


def inference_of(tvm: Path) -> dict[str, str]:
    files = sorted((tvm / "src" / "relax" / "op").rglob("*.[ch]*"))
    if not files:
        raise SystemExit(f"{tvm}: no src/relax/op sources (give the root of a TVM checkout)")
    texts = {f: f.read_text(errors="replace") for f in files}
    macros = macro_inference(list(texts.values()))
    found = {}
    for path, text in texts.items():
        if path.suffix != ".cc":
            continue
        for op, body in DIRECT.findall(text):
            if infer := INFER.search(body):
                found[op] = infer.group(1)
        for macro, op in MACRO_USE.findall(text):
            if macro in macros:
                found.setdefault(op, macros[macro])
    return found


def main() -> int:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    groups = defaultdict(set)
    for op, function in inference_of(Path(sys.argv[1])).items():
        groups[function].add(op.rsplit(".", 1)[-1])
    for function, ops in sorted(groups.items()):
        if len(ops) > 1 and not function.startswith("Return"):
            print(f"{function} = [{', '.join(repr(op) for op in sorted(ops))}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
