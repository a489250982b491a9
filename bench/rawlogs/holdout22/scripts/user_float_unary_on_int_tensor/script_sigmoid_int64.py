# cause: user_float_unary_on_int_tensor
# expect: relax\.sigmoid.*requires the input tensor to have float dtype
# env: TVM_BACKTRACE=1
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.compile")

import tvm
from tvm.script import ir as I
from tvm.script import relax as R


def main():
    @I.ir_module
    class Gate:
        @R.function
        def main(x: R.Tensor((4, 4), "int64")):
            with R.dataflow():
                g = R.sigmoid(x)
                R.output(g)
            return g

    return tvm.compile(Gate, target="llvm")


if __name__ == "__main__":
    log.info("job gate starting")
    try:
        main()
    except Exception:
        log.exception("job gate failed")
        sys.exit(2)
    log.info("job gate done")
