"""Generator figures: time per program, numeric validity, diversity, and TVM validity.

    python bench/generator_bench.py [--programs 1000] [--validity 10000] [--nnsmith-models 20] [--json FILE]

Prints, side by side with the anchors:
- generation time per 10-op and 30-op program against NNSmith 0.1.0's time per 10-node model, measured in the
  same run from a throwaway venv (created on first use; --nnsmith-venv) or, where it cannot be installed, its
  published 83 ms, labelled as such (goal <= 10 ms);
- the share of programs whose NumPy reference is NaN/Inf-free at every binding after input search (goal >= 98%);
- GenCoG's vertex and edge diversity for a batch of programs (GenCoG reports 0.603 / 0.963);
- with --validity N: the share of N programs that lower to Relax, pass TVM's well-formed check and get
  the types we infer (goal 100%).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

from figures import add_json_option, figure, write_json
from relayreduce.generator.inputs import find_inputs
from relayreduce.generator.policy import Policy
from relayreduce.generator.typed import TypedGenerator

from relayreduce.ir import size

NNSMITH_PUBLISHED_MS = 83.0
NNSMITH = "nnsmith==0.1.0"
GENCOG_DIVERSITY = (0.603, 0.963)


def time_generation(max_ops: int, count: int) -> tuple[float, float]:
    gen = TypedGenerator(Policy(max_ops=max_ops), seed=max_ops)
    start = time.perf_counter()
    programs = [gen.generate(i) for i in range(count)]
    elapsed = time.perf_counter() - start
    return elapsed / count * 1e3, sum(map(size, programs)) / count


def validity(count: int) -> tuple[int, list[str]]:
    from relayreduce import tvm_adapter
    from relayreduce.ir.expr import walk

    gen = TypedGenerator(Policy(max_ops=10), seed=99)
    failures = []
    for i in range(count):
        module = gen.generate(i)
        try:
            irmod = tvm_adapter.lower(module)
            tvm_adapter.check_well_formed(irmod)
            theirs = tvm_adapter.tvm_types(irmod)
            for fn, b in walk(module):
                if theirs[(fn.name, b.var.name)] != b.var.type:
                    raise ValueError(f"#{i} @{fn.name} %{b.var.name}: ours {b.var.type}, TVM {theirs[(fn.name, b.var.name)]}")
        except Exception as err:  # every kind of rejection counts against validity
            failures.append(f"#{i}: {err}")
        if i and i % 1000 == 0:
            print(f"  validity: {i} programs, {len(failures)} rejected", file=sys.stderr)
    return count - len(failures), failures


def nnsmith_ms(venv: Path, models: int) -> dict:
    """NNSmith's ms per 10-node model on this machine, run from its own venv so that its numpy and z3 never
    meet ours; ``{"why": ...}`` instead when it cannot be installed or run here."""
    python = venv / "bin" / "python"
    try:
        if not python.exists():
            subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, capture_output=True, text=True)
        # a no-op once installed; repairs a venv an interrupted install left behind
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", NNSMITH], check=True, capture_output=True,
                       text=True, timeout=900)
        proc = subprocess.run([str(python), str(Path(__file__).with_name("nnsmith_gen.py")), "--models", str(models)],
                              check=True, capture_output=True, text=True, timeout=900)
    except (OSError, subprocess.SubprocessError) as err:
        last = (getattr(err, "stderr", None) or str(err)).strip().splitlines()
        return {"why": f"{NNSMITH} could not be installed or run here: {last[-1] if last else err}"}
    return json.loads(proc.stdout)


def measure(programs: int, validity_count: int, nnsmith_models: int, nnsmith_venv: Path) -> dict:
    # The op budget bounds a program's size; programs come out smaller on average, so also report the time
    # scaled to exactly 10 and 30 op calls from the measured time per op call.
    timing = {}
    for max_ops in (10, 30):
        ms, mean_size = time_generation(max_ops, min(programs, 500))
        timing[max_ops] = {"ms_per_program": ms, "mean_ops": mean_size, "ms_scaled": ms / mean_size * max_ops}

    gen = TypedGenerator(Policy(max_ops=10), seed=7)
    finite = tries = 0
    for i in range(programs):
        result = find_inputs(gen.generate(i), seed=i)
        finite += result.finite
        tries += result.tries
    vertex, edge = gen.coverage.diversity(gen.specs, gen.policy.max_extent, gen.policy.max_rank)

    nnsmith = nnsmith_ms(nnsmith_venv, nnsmith_models) if nnsmith_models else {"why": "not asked (--nnsmith-models 0)"}
    if "ms_per_model" in nnsmith:
        anchor, anchor_label = nnsmith["ms_per_model"], (
            f"{NNSMITH}, measured here: {nnsmith_models} models of {max(nnsmith['nodes'])} nodes, symbolic "
            f"generation over its {nnsmith['ops']} core ops, no materialization")
    else:
        anchor, anchor_label = NNSMITH_PUBLISHED_MS, f"NNSmith, published 83 ms ({nnsmith['why']})"
    figures = {
        "ms_per_10_ops": figure(timing[10]["ms_scaled"], "ms", label="generation time per 10 op calls",
                                anchor=anchor, anchor_label=anchor_label, goal=("<=", 10.0)),
        "ms_per_30_ops": figure(timing[30]["ms_scaled"], "ms", label="generation time per 30 op calls",
                                anchor=anchor * 3, anchor_label="NNSmith per 10 nodes (above), x3"),
        "numeric_validity": figure(finite / programs, "share", label="programs with a NaN/Inf-free reference",
                                   goal=(">=", 0.98)),
        "diversity_vertex": figure(vertex, label=f"GenCoG vertex diversity of {programs} programs",
                                   anchor=GENCOG_DIVERSITY[0], anchor_label="GenCoG, published; its own op set and limits"),
        "diversity_edge": figure(edge, label=f"GenCoG edge diversity of {programs} programs",
                                 anchor=GENCOG_DIVERSITY[1], anchor_label="GenCoG, published; its own op set and limits"),
    }
    details = {"timing": timing, "programs": programs, "input_draws": tries / programs, "nnsmith": nnsmith}
    if validity_count:
        start = time.perf_counter()
        ok, failures = validity(validity_count)
        figures["tvm_validity"] = figure(ok / validity_count, "share", label=f"of {validity_count} programs lower, "
                                         "pass well-formedness and agree on every type", anchor=1.0,
                                         anchor_label="GenCoG, published: 100% type-check", goal=("==", 1.0))
        details["validity"] = {"count": validity_count, "seconds": time.perf_counter() - start, "failures": failures[:10]}
    return {"figures": figures, "details": details}


def print_tables(result: dict) -> None:
    figures, details = result["figures"], result["details"]
    nnsmith = figures["ms_per_10_ops"]
    print(f"generation time (pure Python, one core); NNSmith: {nnsmith['anchor']:.1f} ms per 10 nodes "
          f"({nnsmith['anchor_label']})")
    for max_ops, t in details["timing"].items():
        print(f"  {max_ops}-op budget: {t['ms_per_program']:6.2f} ms/program (mean {t['mean_ops']:.1f} op calls) = "
              f"{t['ms_scaled']:6.2f} ms per {max_ops} op calls -> "
              f"{nnsmith['anchor'] * int(max_ops) / 10 / t['ms_scaled']:.1f}x faster than NNSmith")
    programs = details["programs"]
    print(f"numeric validity: {figures['numeric_validity']['value']:.1%} of {programs} programs have a NaN/Inf-free "
          f"reference (mean {details['input_draws']:.2f} input draws); goal >= 98%")
    print(f"diversity of {programs} programs: vertex {figures['diversity_vertex']['value']:.3f}, edge "
          f"{figures['diversity_edge']['value']:.3f} (GenCoG reports {GENCOG_DIVERSITY[0]} / {GENCOG_DIVERSITY[1]} "
          "under its own op set and limits)")
    if "validity" in details:
        v = details["validity"]
        print(f"TVM validity: {figures['tvm_validity']['value']:.2%} of {v['count']} programs lower, pass "
              f"well-formedness and agree on every type ({v['seconds']:.0f}s)")
        for line in v["failures"]:
            print("  " + line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--programs", type=int, default=1000)
    parser.add_argument("--validity", type=int, default=0)
    parser.add_argument("--nnsmith-models", type=int, default=20, help="NNSmith models to time (0: use the published figure)")
    parser.add_argument("--nnsmith-venv", type=Path, default=Path.home() / ".cache" / "relayreduce-bench" / "nnsmith-0.1.0",
                        help="Where NNSmith's own venv is (created on first use)")
    add_json_option(parser)
    args = parser.parse_args()
    result = measure(args.programs, args.validity, args.nnsmith_models, args.nnsmith_venv)
    print_tables(result)
    write_json(result, args.json)


if __name__ == "__main__":
    main()
