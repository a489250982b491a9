# cause: tirx_isnan_bf16_unsupported
# expect: Data type T\.bfloat16 not supported for isnan op
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("act", relax.TensorType((4, 32), "bfloat16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.isnan(x))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target="llvm")
