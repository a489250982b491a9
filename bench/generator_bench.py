"""Generator figures: time per program, numeric validity, diversity, and TVM validity.

    python bench/generator_bench.py [--programs 1000] [--validity 10000]

Prints, side by side with the anchors from the literature:
- generation time per 10-op and 30-op program (NNSmith's published 83 ms per 10-node model; goal <= 10 ms);
- the share of programs whose NumPy reference is NaN/Inf-free at every binding after input search (goal >= 98%);
- GenCoG's vertex and edge diversity for a batch of programs (GenCoG reports 0.603 / 0.963);
- with --validity N: the share of N programs that lower to Relax, pass TVM's well-formed check and get
  the types we infer (goal 100%).
"""

from __future__ import annotations

import argparse
import sys
import time

from relayreduce.generator.inputs import find_inputs
from relayreduce.generator.policy import Policy
from relayreduce.generator.typed import TypedGenerator
from relayreduce.ir import size

NNSMITH_MS_PER_10_NODES = 83.0
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--programs", type=int, default=1000)
    parser.add_argument("--validity", type=int, default=0)
    args = parser.parse_args()

    print("generation time (pure Python, one core)")
    # The op budget bounds a program's size; programs come out smaller on average, so also report the time
    # scaled to exactly 10 and 30 op calls from the measured time per op call.
    for max_ops in (10, 30):
        ms, mean_size = time_generation(max_ops, min(args.programs, 500))
        per_size = ms / mean_size * max_ops
        print(f"  {max_ops}-op budget: {ms:6.2f} ms/program (mean {mean_size:.1f} op calls) = {per_size:6.2f} ms per "
              f"{max_ops} op calls; NNSmith {NNSMITH_MS_PER_10_NODES} ms per 10 nodes -> "
              f"{NNSMITH_MS_PER_10_NODES * max_ops / 10 / per_size:.1f}x faster")

    gen = TypedGenerator(Policy(max_ops=10), seed=7)
    finite = tries = 0
    for i in range(args.programs):
        result = find_inputs(gen.generate(i), seed=i)
        finite += result.finite
        tries += result.tries
    print(f"numeric validity: {finite}/{args.programs} = {finite / args.programs:.1%} of programs have a NaN/Inf-free "
          f"reference (mean {tries / args.programs:.2f} input draws); goal >= 98%")
    vertex, edge = gen.coverage.diversity(gen.specs, gen.policy.max_extent, gen.policy.max_rank)
    print(f"diversity of {args.programs} programs: vertex {vertex:.3f}, edge {edge:.3f} "
          f"(GenCoG reports {GENCOG_DIVERSITY[0]} / {GENCOG_DIVERSITY[1]} under its own op set and limits)")

    if args.validity:
        start = time.perf_counter()
        ok, failures = validity(args.validity)
        print(f"TVM validity: {ok}/{args.validity} = {ok / args.validity:.2%} lower, pass well-formedness and "
              f"agree on every type ({time.perf_counter() - start:.0f}s)")
        for line in failures[:10]:
            print("  " + line)


if __name__ == "__main__":
    main()
