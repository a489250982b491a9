# cause: contrib-sort-bool-unsupported
# expect: Unsupported input dtype: bool
# env: TVM_BACKTRACE=1
import logging
import numpy as np
import tvm
from tvm import relax

logger = logging.getLogger("repro")


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logger.info("tvm %s", tvm.__version__)
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 4), "bool"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.sort(x, axis=0))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    logger.info("compiling")
    ex = tvm.compile(bb.get(), target="llvm")
    logger.info("running")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    vm["main"](tvm.runtime.tensor(np.eye(3, 4, dtype="bool")))


if __name__ == "__main__":
    main()
