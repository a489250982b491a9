# cause: user_index_put_partial_indices
# expect: IndexPut requires the number of index tensors
# capture: combined
# env: TVM_BACKTRACE=1
import sys

from loguru import logger

logger.remove()
logger.add(sys.stderr, level="INFO", backtrace=False, diagnose=False,
           format="{time:YYYY-MM-DD HH:mm:ss.SSS} | {level: <8} | {name}:{function}:{line} - {message}")

import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    buf = relax.Var("buf", relax.TensorType((10, 4), "float32"))
    idx = relax.Var("idx", relax.TensorType((3,), "int64"))
    val = relax.Var("val", relax.TensorType((3, 4), "float32"))
    with bb.function("scatter_rows", [buf, idx, val]):
        with bb.dataflow():
            out = bb.emit(relax.op.index_put(buf, relax.Tuple([idx]), val))
            gv = bb.emit_output(out)
        bb.emit_func_output(gv)
    return tvm.compile(bb.get(), target="llvm")


if __name__ == "__main__":
    logger.info("job scatter-rows starting")
    try:
        main()
    except Exception:
        logger.exception("job scatter-rows failed")
        sys.exit(1)
