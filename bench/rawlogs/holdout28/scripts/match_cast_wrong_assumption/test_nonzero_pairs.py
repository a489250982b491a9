# cause: match_cast_wrong_assumption
# expect: match_cast error,\s+shape\[1\] mismatch to a previous populated value
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R


def build():
    n = tirx.Var("n", "int64")
    x = relax.Var("x", R.Tensor((n,), "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x]):
        nz = bb.emit(relax.op.nonzero(x))  # (1, k) with k data dependent
        # we "know" every element is nonzero, so k == n
        nz = bb.match_cast(nz, R.Tensor((1, n), "int64"))
        out = bb.emit(relax.op.add(nz, relax.const(1, "int64")))
        bb.emit_func_output(out)
    return bb.get()


def test_nonzero_full():
    vm = relax.VirtualMachine(tvm.compile(build(), target="llvm"), tvm.cpu())
    x = np.array([1.0, 2.0, 0.0, 4.0], "float32")  # a zero sneaks in
    out = vm["main"](tvm.runtime.tensor(x)).numpy()
    assert out.shape == (1, 4)
