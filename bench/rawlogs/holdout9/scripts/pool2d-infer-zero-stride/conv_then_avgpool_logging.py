# cause: pool2d-infer-zero-stride
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
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 3, 32, 32), "float32"))
    w = relax.const(np.ones((8, 3, 3, 3), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            c = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
            logger.info("conv out: %s", c.ty)
            p = bb.emit(relax.op.nn.avg_pool2d(c, pool_size=(2, 2), strides=(0, 2), count_include_pad=False))
            gv = bb.emit_output(p)
        bb.emit_func_output(gv)


if __name__ == "__main__":
    main()
