# cause: take-fast-mode-oob-segfault
# expect: Segfault encountered|Segmentation fault
import logging
import numpy as np
import tvm
from tvm import relax

logger = logging.getLogger("repro")


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logger.info("tvm %s", tvm.__version__)
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((16, 16), "float32"))
    idx = relax.Var("idx", relax.TensorType((2,), "int64"))
    with bb.function("main", [x, idx]):
        with bb.dataflow():
            y = bb.emit(relax.op.take(x, idx, axis=1, mode="fast"))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    logger.info("gathering columns")
    y = vm["main"](tvm.runtime.tensor(np.ones((16, 16), "float32")),
                   tvm.runtime.tensor(np.array([0, 1 << 45], "int64")))
    logger.info("sum=%f", y.numpy().sum())


if __name__ == "__main__":
    main()
