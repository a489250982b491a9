# cause: reshape_legalize_shape_var_assert
# expect: manipulate\.py\S*:42: AssertionError
# capture: pytest
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R


def make():
    n = tirx.Var("n", "int64")
    a = tirx.Var("a", "int64")
    b = tirx.Var("b", "int64")
    x = relax.Var("x", R.Tensor((n,), "float32"))
    like = relax.Var("like", R.Tensor((a, b), "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x, like]):
        with bb.dataflow():
            shp = bb.emit(relax.op.shape_of(like))
            y = bb.emit_output(relax.op.reshape(x, shp))
        bb.emit_func_output(y)
    return bb.get()


def test_unflatten_like():
    vm = relax.VirtualMachine(tvm.compile(make(), target="llvm"), tvm.cpu())
    like = tvm.runtime.tensor(np.zeros((3, 4), "float32"))
    out = vm["main"](tvm.runtime.tensor(np.arange(12, dtype="float32")), like)
    assert out.shape == (3, 4)
