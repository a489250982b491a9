# cause: einsum-unknown-output-label-segfault
# expect: Segfault encountered
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((2, 3), "float32"))
b = relax.Var("b", relax.TensorType((3, 4), "float32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        c = bb.emit(relax.op.einsum([a, b], "ij,jk->iz"))
        o = bb.emit_output(c)
    bb.emit_func_output(o)
print(bb.get())
