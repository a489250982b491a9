# cause: bool_reduce_identity_undefined
# expect: Cannot decide (min|max)_value for typeT\.bool
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])


@I.ir_module
class AnyGreater:
    @R.function
    def main(x: R.Tensor((2, 5), "float32"), t: R.Tensor((2, 5), "float32")):
        with R.dataflow():
            g = R.greater(x, t)
            a = R.max(g, axis=[1])
            R.output(a)
        return a


def test_any_greater():
    x = np.arange(10, dtype="float32").reshape(2, 5)
    out = build_and_run(AnyGreater, x, np.full((2, 5), 3.0, "float32"))
    assert out.numpy().tolist() == [True, True]
