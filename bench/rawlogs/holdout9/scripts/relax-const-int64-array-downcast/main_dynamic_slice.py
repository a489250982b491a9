# cause: relax-const-int64-array-downcast
# expect: Dynamic strided_slice expects the input \w+ ?values to be all int64
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
    x = relax.Var("frames", relax.TensorType((16, 3, 32, 32), "float32"))
    b = np.zeros(4, dtype=np.int64)
    e = np.array([8, 3, 32, 32], dtype=np.int64)
    s = np.ones(4, dtype=np.int64)
    logger.info("slice %s:%s:%s", b.tolist(), e.tolist(), s.tolist())
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.dynamic_strided_slice(x, relax.const(b), relax.const(e), relax.const(s)))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")


if __name__ == "__main__":
    main()
