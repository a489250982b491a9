# cause: user_pre027_tir_namespace
# expect: module 'tvm' has no attribute 'tir'
import sys

from loguru import logger

logger.remove()
logger.add(sys.stderr, level="INFO", backtrace=False, diagnose=False,
           format="{time:YYYY-MM-DD HH:mm:ss.SSS} | {level: <8} | {name}:{function}:{line} - {message}")

import tvm
from tvm import relax


def main():
    n = tvm.tir.Var("n", "int64")
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((n, 16), "float32"))
    with bb.function("main", [x]):
        out = bb.emit(relax.op.nn.relu(x))
        bb.emit_func_output(out)
    return bb.get()


if __name__ == "__main__":
    logger.info("job dyn-relu starting")
    try:
        main()
    except Exception:
        logger.exception("job dyn-relu failed")
        sys.exit(1)
