# cause: power_bf16_isfloattype
# expect: power only applies to float
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((16, 16), "bfloat16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.power(x, x))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target="llvm")
