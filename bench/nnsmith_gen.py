"""Time NNSmith 0.1.0's model generation; run by the Python of a venv that has nnsmith installed, not ours.

    NNSMITH_VENV/bin/python bench/nnsmith_gen.py [--models 20] [--nodes 10]

Prints one JSON object: milliseconds per generated model and the operator counts of the models. What is
timed is NNSmith's own ``model_gen`` (symbolic graph generation with z3), as its model_gen CLI times it, over
its core operator set; materializing to ONNX or PyTorch (which needs torch) is not part of it.
"""

import argparse
import json
import time
import warnings

warnings.simplefilter("ignore")  # nnsmith warns at import when pygraphviz is missing

from nnsmith.abstract.op import FULL_OPERATOR_SETS  # noqa: E402
from nnsmith.graph_gen import model_gen  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=int, default=20)
    parser.add_argument("--nodes", type=int, default=10)
    args = parser.parse_args()
    # limit_domain ops are the ones NNSmith leaves out unless asked (its "vulops")
    opset = [op for op in FULL_OPERATOR_SETS["core"] if not op.limit_domain]
    def generate(seed):
        return model_gen(opset=opset, method="symbolic", max_nodes=args.nodes, seed=seed, timeout_ms=10000)

    generate(args.models)  # warm-up, on a seed outside the timed ones: z3's first solver is slower
    times, sizes = [], []
    for seed in range(args.models):
        start = time.perf_counter()
        gen = generate(seed)
        times.append(time.perf_counter() - start)
        sizes.append(gen.make_concrete().n_compute_inst())
    print(json.dumps({"ms_per_model": sum(times) / len(times) * 1e3, "nodes": sizes, "ops": len(opset)}))


if __name__ == "__main__":
    main()
