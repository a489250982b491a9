# cause: adaptive-pool-zero-output-size
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
import logging
import numpy as np
import tvm
from tvm import relax

logger = logging.getLogger("repro")


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logger.info("tvm %s", tvm.__version__)
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((8, 128, 28, 28), "float32"))
    out_hw = (0, 1)
    logger.info("adaptive pool to %s", out_hw)
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.adaptive_avg_pool2d(x, output_size=out_hw, layout="NCHW"))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())


if __name__ == "__main__":
    main()
