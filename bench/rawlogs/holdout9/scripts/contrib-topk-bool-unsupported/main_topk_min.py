# cause: contrib-topk-bool-unsupported
# expect: Unsupported input dtype: bool
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
    x = relax.Var("x", relax.TensorType((8,), "bool"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.topk(x, k=1, largest=False))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    logger.info("compiled; calling main")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    vm["main"](tvm.runtime.tensor(np.array([0, 1, 0, 1, 1, 0, 0, 1], "bool")))


if __name__ == "__main__":
    main()
