# cause: repeat_nonpositive
# expect: repeat only accepts `repeats >= 1`
# capture: combined
import tvm
from tvm import relax

print("[build] repeat rows")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "int32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.repeat(x, -1, axis=0))
    bb.emit_func_output(y)
mod = bb.get()
print(mod["main"].ret_ty)
ex = tvm.compile(mod, "llvm")
