# cause: user_matmul_weight_not_transposed
# expect: Matmul requires the reduction length of the operands to be equal
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.port")

import numpy as np
import tvm
from tvm import relax


def linear(bb, x, weight):
    return bb.emit(relax.op.matmul(x, relax.const(weight)))


def main():
    torch_weight = np.random.rand(128, 256).astype("float32")   # nn.Linear(256, 128).weight
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 256), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = linear(bb, x, torch_weight)
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return tvm.compile(bb.get(), target="llvm")


if __name__ == "__main__":
    log.info("job port-linear starting")
    try:
        main()
    except Exception:
        log.exception("job port-linear failed")
        sys.exit(2)
    log.info("job port-linear done")
