# cause: norm_gamma_axes_mismatch
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax, tirx

s = tirx.Var("s", "int64")
x = relax.Var("x", relax.TensorType([1, s, 4096], "float16"))
w = relax.Var("w", relax.TensorType([4096], "float16"))
bb = relax.BlockBuilder()
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.rms_norm(x, w, axes=[1]))
    bb.emit_func_output(y)
mod = bb.get()
mod.show()
ex = tvm.compile(mod, target="llvm")
