# cause: adaptive-avg-pool-zero-size-divide
# expect: _nn_adaptive_avg_pool[123]d[\s\S]*Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import logging
import sys

import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    sig = relax.Var("sig", relax.TensorType((1, 4, 0), "float32"))
    with bb.function("main", [sig]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.adaptive_avg_pool1d(sig, output_size=2))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    print("[1/3] constructing module", file=sys.stderr)
    mod = build_module()
    mod = relax.transform.LegalizeOps()(mod)


if __name__ == "__main__":
    main()
