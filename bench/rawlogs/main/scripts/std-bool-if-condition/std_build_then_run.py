# cause: std-bool-if-condition
# expect: arr->dtype\.code == kDLInt \|\| arr->dtype\.code == kDLUInt \|\| arr->dtype\.code == kDLBool
# capture: pytest
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def test_std_build_then_run():
    print(f"TVM version: {tvm.__version__}")

    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    @I.ir_module
    class Module:
        @R.function
        def main(c: R.Tensor((), "bool"), x: R.Tensor((2, 3), "float16")):
            s = R.std(c)
            if s:
                r = R.nn.relu(x)
            else:
                r = R.floor(x)
            return r


    mod = Module

    ex = relax.build(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    c_nd = tvm.runtime.tensor(np.array(False))
    x_nd = tvm.runtime.tensor(np.ones((2, 3), 'float16'))
    result = vm["main"](c_nd, x_nd)
    print(result.numpy())
