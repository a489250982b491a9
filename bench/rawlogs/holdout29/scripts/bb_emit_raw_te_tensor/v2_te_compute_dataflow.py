# cause: bb_emit_raw_te_tensor
# expect: ObjectFunctor calls un-registered function on type ir.OpaqueType
# capture: combined
import tvm
from tvm import relax, te
from tvm.script import relax as R

N, M = 32, 16


def scale_bias(A, s, b):
    return te.compute(A.shape, lambda i, j: A[i, j] * s + b, name="scale_bias")


bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((N, M), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        A = te.placeholder((N, M), "float32", name="A")
        print("building te stage", A)
        t = scale_bias(A, 2.0, 1.0)
        lv = bb.emit(t)
        gv = bb.emit_output(lv)
    bb.emit_func_output(gv)
mod = bb.get()
mod.show()
