# cause: relax-const-int64-array-downcast
# expect: GatherND requires the input indices to have int64 dtype\. However, the given indices dtype is T\.int32
# capture: pytest
# env: TVM_BACKTRACE=1
import pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


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


def test_batched_pick():
    IDX = np.array([[1], [0]], dtype=np.int64)

    @I.ir_module
    class Pick:
        @R.function
        def main(x: R.Tensor((2, 3, 8), "float16")):
            with R.dataflow():
                y = R.gather_nd(x, R.const(IDX), batch_dims=1)
                R.output(y)
            return y

    ex = tvm.compile(Pick, target="llvm")
