# cause: printer-invalid-identifier
# expect: def main\(0: R\.Tensor[\s\S]*SyntaxError
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("0", relax.TensorType((2, 3), "float32"))
w = relax.Var("lambda", relax.TensorType((3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.matmul(x, w))
    bb.emit_func_output(y)
mod = bb.get()
text = mod.script()
reparsed = tvm.script.from_source(text)
tvm.ir.assert_structural_equal(mod, reparsed)
