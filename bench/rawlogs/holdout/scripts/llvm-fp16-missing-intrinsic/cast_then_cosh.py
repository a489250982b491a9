# cause: llvm-fp16-missing-intrinsic
# expect: CreateIntrinsic[\s\S]*unknown intrinsic .*tirx\.cosh
# env: TVM_BACKTRACE=1
# post: crlf
import tvm
from tvm import relax
from tvm.relax import op

bb = relax.BlockBuilder()
x = relax.Var("logits", relax.TensorType((2, 8, 8), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        h = bb.emit(op.astype(x, "float16"))
        c = bb.emit(op.cosh(h))
        r = bb.emit(op.log(c))            # log-cosh loss, half precision
        out = bb.emit_output(op.mean(r, axis=[1, 2]))
    bb.emit_func_output(out)
mod = bb.get()
exe = relax.build(mod, target="llvm")
