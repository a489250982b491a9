# cause: vm-input-shape-mismatch
# expect: match_cast error,\s+shape\[\d\] mismatch to specified constant
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
    a = relax.Var("a", relax.TensorType((8, 3), "float32"))
    with bb.function("main", [a]):
        with bb.dataflow():
            s = bb.emit(relax.op.sum(a, axis=1))
            gv = bb.emit_output(s)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = np.ones((3, 8), "float32")
    logger.info("input shape %s", data.shape)
    vm["main"](tvm.runtime.tensor(data))


if __name__ == "__main__":
    main()
