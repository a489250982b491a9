# cause: llvm-fp16-missing-intrinsic
# expect: unknown intrinsic[\s\S]*tirx\.(asin|acos|atan|sinh|cosh)
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.asin(x))
    bb.emit_func_output(y)
mod = bb.get()

print("compiling ...", flush=True)
ex = tvm.compile(mod, target="llvm")
