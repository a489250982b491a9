# cause: c_target_fp16_math_intrinsic_not_lowered
# expect: Unresolved call .*tirx.exp
# capture: ipython
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 10), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.softmax(x))
        out = bb.emit_output(y)
    bb.emit_func_output(out)

ex = relax.build(bb.get(), target=tvm.target.Target("c", host="c"))
