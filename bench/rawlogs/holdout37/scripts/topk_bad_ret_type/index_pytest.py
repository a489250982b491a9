# cause: topk_bad_ret_type
# expect: Unsupported ret type: index
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


def topk_mod(shape, k, axis, ret_type, largest):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            r = bb.emit_output(relax.op.topk(x, k=k, axis=axis, ret_type=ret_type, largest=largest, dtype="int64"))
        bb.emit_func_output(r)
    return bb.get()


@pytest.mark.parametrize("largest", [True, False])
def test_topk_indices(largest):
    x = np.random.rand(4, 12).astype("float32")
    mod = topk_mod(x.shape, 3, 1, "index", largest)
    ex = tvm.compile(mod, target="llvm")
    idx = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x)).numpy()
    order = np.argsort(-x if largest else x, axis=1, kind="stable")[:, :3]
    np.testing.assert_array_equal(idx, order)
