# cause: strided-slice-infer-zero-stride
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
    x = relax.Var("tokens", relax.TensorType((8, 512), "int64"))
    bb = relax.BlockBuilder()
    step = 0
    logger.info("slice step=%d", step)
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.strided_slice(x, axes=[1], begin=[1], end=[512], strides=[step]))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)


if __name__ == "__main__":
    main()
