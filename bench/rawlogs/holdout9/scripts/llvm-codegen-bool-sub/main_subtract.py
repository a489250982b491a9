# cause: llvm-codegen-bool-sub
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
import logging
import numpy as np
import tvm
from tvm import relax

logger = logging.getLogger("repro")


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logger.info("tvm %s", tvm.__version__)
    logger.info("building change-detection graph")
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((2, 3), "bool"))
    with bb.function("main", [a]):
        with bb.dataflow():
            ones = relax.const(np.ones((2, 3), "bool"))
            d = bb.emit(relax.op.subtract(ones, a))
            gv = bb.emit_output(d)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    logger.info("done")


if __name__ == "__main__":
    main()
