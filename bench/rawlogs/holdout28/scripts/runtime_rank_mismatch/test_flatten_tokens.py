# cause: runtime_rank_mismatch
# expect: ndim 3 but get 2
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R


def make_layernorm():
    b, s = tirx.Var("b", "int64"), tirx.Var("s", "int64")
    x = relax.Var("x", R.Tensor((b, s, 32), "float32"))
    g = relax.Var("g", R.Tensor((32,), "float32"))
    be = relax.Var("be", R.Tensor((32,), "float32"))
    bb = relax.BlockBuilder()
    with bb.function("ln", [x, g, be]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.layer_norm(x, g, be, axes=[-1]))
        bb.emit_func_output(y)
    return bb.get()


def test_ln_after_flatten():
    vm = relax.VirtualMachine(tvm.compile(make_layernorm(), target="llvm"), tvm.cpu())
    tokens = np.random.default_rng(0).random((4, 6, 32), dtype="float32").reshape(-1, 32)
    g = tvm.runtime.tensor(np.ones(32, "float32"))
    be = tvm.runtime.tensor(np.zeros(32, "float32"))
    out = vm["ln"](tvm.runtime.tensor(tokens), g, be).numpy()
    assert out.shape == tokens.shape
