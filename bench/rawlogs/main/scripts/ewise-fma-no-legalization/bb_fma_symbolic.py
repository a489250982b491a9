# cause: ewise-fma-no-legalization
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*R\.ewise_fma
import tvm
from tvm import relax
from tvm import tirx

print("=" * 60)
print("building relax module")
print("=" * 60)

bb = relax.BlockBuilder()
n = tirx.Var("n", "int64")
a = relax.Var("a", relax.TensorType((n, 2), "float32"))
b = relax.Var("b", relax.TensorType((n, 2), "float32"))
c = relax.Var("c", relax.TensorType((n, 2), "float32"))
with bb.function("main", [a, b, c]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.ewise_fma(a, b, c))
    bb.emit_func_output(y)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
