# cause: llvm-cmp-bool
# expect: CreateLT
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((8,), "bool"))
b = relax.Var("b", relax.TensorType((8,), "bool"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.less(a, b))
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
