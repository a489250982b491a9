# cause: affine-grid-unit-size-align-corners
# expect: AssertionError: target spatial dims should be greater than 1 when align_corners is True
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
    theta = relax.Var("theta", relax.TensorType((1, 2, 3), "float32"))
    h, w = 1, 64
    logger.info("grid %dx%d", h, w)
    with bb.function("main", [theta]):
        with bb.dataflow():
            g = bb.emit(relax.op.image.affine_grid(theta, size=(h, w)))
            gv = bb.emit_output(g)
        bb.emit_func_output(gv)
    ex = relax.build(bb.get(), target="llvm")


if __name__ == "__main__":
    main()
