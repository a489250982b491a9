# cause: mean-zero-extent-divide
# expect: _te_mean[\s\S]*Divide by zero
import tvm
from tvm import relax
from tvm import tirx

print(f"TVM version: {tvm.__version__}")

bb = relax.BlockBuilder()
n = tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorType((0, n), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.std(x, axis=[0], keepdims=False))
    bb.emit_func_output(y)
mod = bb.get()

ex = relax.build(mod, target="llvm")
