# cause: tirx_abs_float8
# expect: not supported for absolute op
# capture: combined
# env: TVM_BACKTRACE=1
"""Per-row absmax of an fp8 tensor written as a TE compute and emitted with call_te."""
import tvm
from tvm import relax, te, topi


def row_absmax(x):
    k = te.reduce_axis((0, x.shape[1]), name="k")
    return te.compute(
        (x.shape[0],),
        lambda i: te.max(te.abs(x[i, k]).astype("float32"), axis=k),
        name="row_absmax",
    )


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 256), "float8_e4m3fn"))
with bb.function("main", [x]):
    with bb.dataflow():
        amax = bb.emit_te(row_absmax, x)
        scale = bb.emit_output(relax.op.divide(amax, relax.const(448.0, "float32")))
    bb.emit_func_output(scale)
mod = bb.get()
mod.show()
