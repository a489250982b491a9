# cause: group-norm-zero-size-divide
# expect: _nn_group_norm[\s\S]*Divide by zero
# capture: combined
import logging

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((1, 0, 7, 8), dtype="float32"), gamma: R.Tensor((8,), dtype="float32"), beta: R.Tensor((8,), dtype="float32")):
            with R.dataflow():
                y = R.nn.group_norm(x, gamma, beta, num_groups=2, channel_axis=3, axes=[1, 2])
                R.output(y)
            return y


    mod = Module
    return mod


def main():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    mod = build_module()

    with tvm.target.Target("llvm"):
        mod = relax.get_pipeline("zero")(mod)


if __name__ == "__main__":
    main()
