# cause: topi_called_on_relax_var
# expect: shape is only available on a Var with BufferType
# capture: stderr
import tvm
from tvm import relax, te
from tvm.script import relax as R


def square(t):
    return te.compute(t.shape, lambda *i: t(*i) * t(*i), name="square")


bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((3, 5, 7), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_te(square, x)
        # second call: forgot emit_te here
        z = bb.emit(square(y))
        out = bb.emit_output(z)
    bb.emit_func_output(out)
