# cause: llvm_bool_compare
# expect: CreateLT
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "bool"))
with bb.function("main", [x]):
    with bb.dataflow():
        c = bb.emit(relax.op.clip(x, 0, 1))
        gv = bb.emit_output(c)
    bb.emit_func_output(gv)
mod = bb.get()
print(mod.script())
ex = tvm.compile(mod, target="llvm")
print("done")
