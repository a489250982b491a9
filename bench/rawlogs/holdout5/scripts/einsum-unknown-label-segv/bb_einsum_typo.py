# cause: einsum-unknown-label-segv
# expect: Segfault encountered
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType([4, 5], "float32"))
b = relax.Var("b", relax.TensorType([5, 6], "float32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        # typo: output label "k" does not appear in any operand (meant "ik")
        c = bb.emit(relax.op.einsum([a, b], "ij,jl->ik"))
        gv = bb.emit_output(c)
    bb.emit_func_output(gv)
print(bb.get())
