# cause: scan-axis-unchecked
# expect: Index out of range
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([4, 6], "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        c = bb.emit(relax.op.cumsum(x, axis=2))   # meant axis=1 (last)
        gv = bb.emit_output(c)
    bb.emit_func_output(gv)
mod = bb.get()
print(mod["main"].ret_ty)
ex = tvm.compile(mod, target="llvm")
