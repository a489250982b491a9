# cause: reshape-numel-mismatch
# expect: Reshape expects the new shape to be convertible from the old shape
# capture: combined
import tvm
from tvm import relax

print(f"TVM version: {tvm.__version__}")

bb = relax.BlockBuilder()
tokens = relax.Var("tokens", relax.TensorType((2, 10), "int64"))
with bb.function("main", [tokens]):
    y = bb.emit(relax.op.reshape(tokens, (3, 7)))
    bb.emit_func_output(y)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
