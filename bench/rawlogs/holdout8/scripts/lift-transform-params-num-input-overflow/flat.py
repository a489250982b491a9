# cause: lift-transform-params-num-input-overflow
# expect: Segfault encountered
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((2, 16), "float32"))
w = relax.Var("w", R.Tensor((16, 16), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        wt = bb.emit(relax.op.permute_dims(w))
        y = bb.emit(relax.op.matmul(x, wt))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
mod = bb.get()
mod["main"] = mod["main"].with_attr("num_input", 6)
print("lifting params")
mod = relax.transform.LiftTransformParams()(mod)
