# cause: matmul-reduction-length-mismatch
# expect: Matmul requires the reduction length of the operands to be equal
# capture: combined
import logging
import sys
import traceback

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    try:
        @I.ir_module
        class Module:
            @R.function
            def main(x: R.Tensor((3, 4), dtype="float32"), w: R.Tensor((4, 5), dtype="float32")):
                with R.dataflow():
                    t = R.permute_dims(x)
                    y = R.matmul(t, w)
                    R.output(y)
                return y


        mod = Module
    except Exception:
        # tvm prints only a note for script errors unless TVM_BACKTRACE is set
        traceback.print_exc()
        sys.exit(1)
    return mod


def main():
    print(f"TVM version: {tvm.__version__}")

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    mod = build_module()
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
