# cause: matmul_k_mismatch_unchecked
# expect: assert \(3, 8\) == 
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R


def linear():
    n, din, dout, dw = (tirx.Var(s, "int64") for s in ("n", "din", "dout", "dw"))
    x = relax.Var("x", R.Tensor((n, din), "float32"))
    w = relax.Var("w", R.Tensor((dw, dout), "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.matmul(x, w))
        bb.emit_func_output(y)
    return bb.get()


def test_linear_rejects_bad_weight():
    vm = relax.VirtualMachine(tvm.compile(linear(), target="llvm"), tvm.cpu())
    x = np.ones((3, 16), "float32")
    w = np.ones((12, 8), "float32")
    y = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()
    # expected a shape error, got a result
    assert y.shape == "error"
