# cause: conv1d-negative-output-shape
# expect: _nn_conv1d[\s\S]*lead to negative output shape
# capture: combined
# env: TVM_BACKTRACE=1
import logging
import sys

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(audio: R.Tensor((2, 1, 16), dtype="float32"), kernel: R.Tensor((4, 1, 17), dtype="float32")):
            with R.dataflow():
                y = R.nn.conv1d(audio, kernel)
                R.output(y)
            return y


    mod = Module
    return mod


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    print("[1/3] constructing module", file=sys.stderr)
    mod = build_module()
    print(mod.script())
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
