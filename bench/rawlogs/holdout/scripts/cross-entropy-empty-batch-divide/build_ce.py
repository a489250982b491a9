# cause: cross-entropy-empty-batch-divide
# expect: cross_entropy[\s\S]*Divide by zero
# post: crlf
import tvm
from tvm import relax

c = tvm.tirx.Var("c", "int64")
bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((0, c), "float32"))
b = relax.Var("b", relax.TensorType((0, c), "float32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        s = bb.emit(relax.op.nn.cross_entropy_with_logits(a, b))
        gv = bb.emit_output(relax.op.multiply(s, relax.const(0.5, "float32")))
    bb.emit_func_output(gv)
lib = relax.build(bb.get(), target=tvm.target.Target({"kind": "llvm", "mcpu": "x86-64"}))
