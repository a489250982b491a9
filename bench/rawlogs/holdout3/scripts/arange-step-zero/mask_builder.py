# cause: arange-step-zero
# expect: Divide by zero
# env: TVM_BACKTRACE=1
import logging
import sys

import tvm
from tvm import relax

logging.basicConfig(stream=sys.stderr, level=logging.DEBUG, format="%(asctime)s %(levelname)s %(message)s")


def causal_mask(seq, dilation):
    R = relax.op
    bb = relax.BlockBuilder()
    with bb.function("mask", []):
        with bb.dataflow():
            logging.debug("arange(0, %d, %d)", seq, dilation)
            i = bb.emit(R.arange(0, seq, dilation, "int32"))
            j = bb.emit(R.expand_dims(i, 1))
            m = bb.emit_output(R.greater_equal(j, i))
        bb.emit_func_output(m)
    return bb.get()


def main(argv):
    seq = 16
    dilation = int(argv[1]) if len(argv) > 1 else 0
    mod = causal_mask(seq, dilation)
    logging.info("module built, compiling")
    tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main(sys.argv)
