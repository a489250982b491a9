# cause: roi-align-zero-pooled-size
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
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
    feat = relax.Var("feat", relax.TensorType((2, 128, 20, 20), "float32"))
    rois = relax.const(np.array([[0, 0, 0, 8, 8], [1, 2, 2, 10, 10]], "float32"))
    logger.info("roi_align mode=max pooled=(0, 4)")
    with bb.function("main", [feat]):
        with bb.dataflow():
            y = bb.emit(relax.op.vision.roi_align(feat, rois, pooled_size=(0, 4), spatial_scale=1.0, mode="max"))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")


if __name__ == "__main__":
    main()
