# cause: conv2d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import logging
import numpy as np
import tvm
from tvm import relax

logger = logging.getLogger("repro")


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logger.info("tvm %s", tvm.__version__)
    logger.info("building NHWC conv block")
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 56, 56, 64), "float16"))
    w = relax.const(np.random.uniform(size=(64, 3, 3, 64)).astype("float16"))
    stride = (0, 2)
    logger.info("stride=%s", stride)
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.conv2d(x, w, strides=stride, padding=1,
                                           data_layout="NHWC", kernel_layout="OHWI", out_dtype="float32"))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])
    mod = seq(bb.get())


if __name__ == "__main__":
    main()
