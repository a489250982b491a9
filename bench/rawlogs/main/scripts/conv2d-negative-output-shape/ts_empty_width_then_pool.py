# cause: conv2d-negative-output-shape
# expect: _nn_conv2d[\s\S]*lead to negative output shape
import logging

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((1, 3, 4, 0), dtype="float32"), w: R.Tensor((8, 3, 1, 1), dtype="float32")):
            with R.dataflow():
                c = R.nn.conv2d(x, w)
                p = R.nn.adaptive_avg_pool2d(c, output_size=(1, 1))
                R.output(p)
            return p


    mod = Module
    return mod


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    mod = build_module()

    with tvm.target.Target("llvm"):
        mod = relax.get_pipeline("zero")(mod)


if __name__ == "__main__":
    main()
