# cause: conv3d-negative-output-shape
# expect: _nn_conv3d[\s\S]*lead to negative output shape
import logging

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(clip: R.Tensor((1, 3, 2, 16, 16), dtype="float32"), w: R.Tensor((8, 3, 3, 3, 3), dtype="float32")):
            with R.dataflow():
                y = R.nn.conv3d(clip, w)
                R.output(y)
            return y


    mod = Module
    return mod


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    mod = build_module()
    print(mod.script())
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
