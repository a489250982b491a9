# cause: bb_emit_raw_te_tensor
# expect: ObjectFunctor calls un-registered function on type ir.OpaqueType
# capture: stderr
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4, 8), "float32"))
with bb.function("main", [x]):
    A = te.placeholder((4, 8), "float32", name="A")
    y = bb.emit(topi.nn.relu(A))
    bb.emit_func_output(y)
print(bb.get())
