# cause: llvm_fp16_inverse_trig_intrinsic
# expect: unknown intrinsic .*name="tirx\.atan"
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 64), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.atan(x))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target="llvm")
