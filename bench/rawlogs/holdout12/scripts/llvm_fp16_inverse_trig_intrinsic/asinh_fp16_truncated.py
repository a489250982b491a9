# cause: llvm_fp16_inverse_trig_intrinsic
# expect: unknown intrinsic .*tirx\.asinh
# env: TVM_BACKTRACE=1
# post: truncate=0.5
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("feat", relax.TensorType((1, 3, 8, 8), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.asinh(x))
        z = bb.emit(relax.op.multiply(y, relax.const(0.5, "float16")))
        o = bb.emit_output(z)
    bb.emit_func_output(o)
ex = relax.build(bb.get(), target="llvm")
