# cause: std-bool-if-condition
# expect: arr->dtype\.code == kDLInt \|\| arr->dtype\.code == kDLUInt \|\| arr->dtype\.code == kDLBool
# capture: pytest
import warnings

import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def test_smoke():
    assert tvm.__version__


def test_std_param():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

    @I.ir_module
    class Module:
        @R.function
        def main(c: R.Tensor((), "bool"), x: R.Tensor((4,), "int32")):
            s = R.std(c)
            if s:
                r = R.nn.relu(x)
            else:
                r = R.negative(x)
            return r


    mod = Module

    print(mod.script())

    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    c_nd = tvm.runtime.tensor(np.array(True))
    x_nd = tvm.runtime.tensor(np.arange(4, dtype='int32'))
    result = vm["main"](c_nd, x_nd)
    print(result.numpy())
