# cause: conv2d-transpose-zero-dilation
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# post: crlf
import logging
import numpy as np
import tvm
from tvm import relax

logger = logging.getLogger("repro")


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logger.info("tvm %s", tvm.__version__)
    dil = (0, 1)
    logger.info("dilation=%s", dil)
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 3, 32, 32), "float32"))
    w = relax.const(np.random.rand(3, 3, 3, 3).astype("float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.conv2d_transpose(x, w, dilation=dil))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = relax.build(bb.get(), target="llvm")


if __name__ == "__main__":
    main()
