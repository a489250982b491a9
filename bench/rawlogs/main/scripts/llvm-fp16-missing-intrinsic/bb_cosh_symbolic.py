# cause: llvm-fp16-missing-intrinsic
# expect: unknown intrinsic[\s\S]*tirx\.(asin|acos|atan|sinh|cosh)
# capture: combined
import tvm
from tvm import relax
from tvm import tirx

bb = relax.BlockBuilder()
n = tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorType((n,), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.cosh(x))
    bb.emit_func_output(y)
mod = bb.get()

print(mod.script())


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    return ex


run(mod)
