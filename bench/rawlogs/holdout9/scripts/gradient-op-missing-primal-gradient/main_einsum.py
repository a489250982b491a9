# cause: gradient-op-missing-primal-gradient
# expect: Attribute FPrimalGradient has not been registered for relax\.
# capture: combined
import logging
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

logger = logging.getLogger("repro")


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logger.info("tvm %s", tvm.__version__)
    @I.ir_module
    class Bilinear:
        @R.function
        def main(a: R.Tensor((3, 4), "float32"), b: R.Tensor((4, 5), "float32")):
            with R.dataflow():
                c = R.einsum((a, b), "ij,jk->ik")
                loss = R.sum(c)
                R.output(loss)
            return loss

    logger.info("building adjoint for Bilinear")
    mod = relax.transform.Gradient("main")(Bilinear)
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
