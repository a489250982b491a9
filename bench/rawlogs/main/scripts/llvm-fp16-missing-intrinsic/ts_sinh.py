# cause: llvm-fp16-missing-intrinsic
# expect: unknown intrinsic[\s\S]*tirx\.(asin|acos|atan|sinh|cosh)
# capture: pytest
# env: TVM_BACKTRACE=1
import logging

import tvm
from tvm.script import ir as I, relax as R


def test_ts_sinh():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((5,), dtype="float16")):
            with R.dataflow():
                y = R.sinh(x)
                R.output(y)
            return y


    mod = Module

    print(mod.script())

    target = tvm.target.Target("llvm")
    ex = tvm.compile(mod, target=target)
