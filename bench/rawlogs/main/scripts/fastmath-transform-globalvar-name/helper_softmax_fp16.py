# cause: fastmath-transform-globalvar-name
# expect: fast_math\.py[\s\S]*'GlobalVar' object has no attribute 'name'
# capture: pytest-native
import sys
import traceback

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def test_helper_softmax_fp16():
    print("[1/3] constructing module", file=sys.stderr)

    try:
        probe = relax.BlockBuilder()
        pv = relax.Var("pv", relax.TensorType((2, 3), "float32"))
        with probe.function("probe", [pv]):
            probe.emit_func_output(probe.emit(relax.op.reshape(pv, (4, 2))))
    except Exception:
        traceback.print_exc()

    @I.ir_module
    class Module:
        @R.function
        def block(x: R.Tensor((8, 8), "float16")) -> R.Tensor((8, 8), "float16"):
            y = R.nn.softmax(x)
            return y

        @R.function
        def main(x: R.Tensor((8, 8), "float16")) -> R.Tensor((8, 8), "float16"):
            cls = Module
            y = cls.block(x)
            z = R.nn.relu(y)
            return z


    mod = Module

    print(mod.script())
    print("compiling ...", flush=True)

    mod = relax.transform.FastMathTransform()(mod)
    print(mod)
