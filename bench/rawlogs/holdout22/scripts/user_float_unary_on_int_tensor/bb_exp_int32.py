# cause: user_float_unary_on_int_tensor
# expect: requires the input tensor to have float dtype
# post: crlf
import sys

from loguru import logger

logger.remove()
logger.add(sys.stderr, level="INFO", backtrace=False, diagnose=False,
           format="{time:YYYY-MM-DD HH:mm:ss.SSS} | {level: <8} | {name}:{function}:{line} - {message}")

import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    x = relax.Var("score", relax.TensorType((16, 10), "int32"))
    with bb.function("softish", [x]):
        with bb.dataflow():
            e = bb.emit(relax.op.exp(x))
            s = bb.emit(relax.op.sum(e, axis=[1], keepdims=True))
            y = bb.emit(relax.op.divide(e, s))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return tvm.compile(bb.get(), target="llvm")


if __name__ == "__main__":
    logger.info("job softish starting")
    try:
        main()
    except Exception:
        logger.exception("job softish failed")
        sys.exit(1)
