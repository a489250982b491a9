# cause: repeat-rank0-no-axis
# expect: te_repeat[\s\S]*IndexError: Index out of range\. size: 0, got index 0
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.repeat(x, 3))
    bb.emit_func_output(y)
mod = bb.get()
print(mod["main"].ty)
tvm.compile(mod, target="llvm")
