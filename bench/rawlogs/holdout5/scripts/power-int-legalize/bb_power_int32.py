# cause: power-int-legalize
# expect: power only applies to float
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
base = relax.Var("base", relax.TensorType([8], "int32"))
exp = relax.Var("exp", relax.TensorType([8], "int32"))
with bb.function("main", [base, exp]):
    with bb.dataflow():
        p = bb.emit(relax.op.power(base, exp))
        gv = bb.emit_output(p)
    bb.emit_func_output(gv)
mod = bb.get()
print(mod["main"].ret_ty)   # inference is happy: R.Tensor((8,), dtype="int32")
tvm.compile(mod, target="llvm")
