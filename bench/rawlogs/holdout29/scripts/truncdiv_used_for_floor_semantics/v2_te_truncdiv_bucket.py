# cause: truncdiv_used_for_floor_semantics
# expect: Mismatched elements
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax, te
from tvm.script import relax as R


def bucketize(x):
    return te.compute(x.shape, lambda i: tvm.tirx.truncdiv(x[i], 10), name="bucket")


def test_bucketize_matches_numpy():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((8,), "int32"))
    with bb.function("main", [x]):
        y = bb.emit_te(bucketize, x)
        bb.emit_func_output(y)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x_np = np.array([-25, -11, -1, 0, 1, 9, 10, 25], "int32")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(x_np)).numpy(), x_np // 10)
