# cause: ewise-fma-no-legalization
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*R\.ewise_fma
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 4), "float16"))
w = relax.Var("w", relax.TensorType((4, 4), "float16"))
b = relax.Var("b", relax.TensorType((4, 4), "float16"))
with bb.function("main", [x, w, b]):
    with bb.dataflow():
        y = bb.emit(relax.op.ewise_fma(x, w, b))
        z = bb.emit_output(relax.op.nn.relu(y))
    bb.emit_func_output(z)
mod = bb.get()

target = tvm.target.Target("llvm")
ex = tvm.compile(mod, target=target)
