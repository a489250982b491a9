# cause: to-mixed-precision-tuple-unnormalized
# expect: The type is not populated, check if you have normalized the expr
# capture: pytest-native
# env: TVM_BACKTRACE=1
import pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


def test_two_heads_amp():
    @I.ir_module
    class TwoHeads:
        @R.function
        def main(x: R.Tensor((2, 8), "float32"), w: R.Tensor((8, 8), "float32")):
            with R.dataflow():
                h = R.matmul(x, w)
                pair = (h, x)
                first = pair[0]
                R.output(first)
            return first

    mod = relax.transform.ToMixedPrecision()(TwoHeads)


def test_add_relu_compiles():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.relu(relax.op.add(x, x)))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((2, 4), "float32"))).numpy()
    np.testing.assert_allclose(out, np.full((2, 4), 2.0, "float32"))
