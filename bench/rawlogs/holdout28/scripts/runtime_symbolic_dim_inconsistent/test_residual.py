# cause: runtime_symbolic_dim_inconsistent
# expect: shape\[0\] mismatch to a previous populated value
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R


def build_residual():
    n = tirx.Var("n", "int64")
    x = relax.Var("x", R.Tensor((n, 128), "float32"))
    res = relax.Var("res", R.Tensor((n, 128), "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x, res]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.gelu(x))
            z = bb.emit_output(relax.op.add(y, res))
        bb.emit_func_output(z)
    return bb.get()


def test_residual_tokens():
    ex = tvm.compile(build_residual(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    tokens = np.ones((12, 128), "float32")
    # residual kept from before the last token was dropped
    residual = np.ones((13, 128), "float32")
    out = vm["main"](tvm.runtime.tensor(tokens), tvm.runtime.tensor(residual))
    assert out.shape == (12, 128)
