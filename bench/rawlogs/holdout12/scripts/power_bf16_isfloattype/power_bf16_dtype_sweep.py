# cause: power_bf16_isfloattype
# expect: power only applies to float
import tvm
from tvm import relax

for dtype in ["float32", "float16", "bfloat16"]:
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3,), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.power(x, relax.const(0.5, dtype)))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    relax.build(bb.get(), target="llvm")
    print(dtype, "ok")
