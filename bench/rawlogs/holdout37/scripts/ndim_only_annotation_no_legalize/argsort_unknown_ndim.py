# cause: ndim_only_annotation_no_legalize
# expect: emit_te now only supports Tensor that has ShapeExpr shape
# capture: pytest-short
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax


def test_argsort_any_rank():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(None, "float32", ndim=-1))
    with bb.function("main", [x]):
        with bb.dataflow():
            i = bb.emit_output(relax.op.argsort(x, axis=-1, dtype="int64"))
        bb.emit_func_output(i)
    ex = tvm.compile(bb.get(), target="llvm")
    x_np = np.random.rand(3, 5).astype("float32")
    got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
    np.testing.assert_array_equal(got, np.argsort(x_np, -1))
