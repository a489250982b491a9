# cause: lift-params-num-input-segfault
# expect: Segfault encountered|Segmentation fault
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 8), "float32"))
w = relax.Var("weight", relax.TensorType((16, 8), "float32"))
b = relax.Var("bias", relax.TensorType((16,), "float32"))
with bb.function("main", [x, w, b], attrs={"num_input": 32}):
    with bb.dataflow():
        wt = bb.emit(relax.op.permute_dims(w))
        y = bb.emit(relax.op.add(relax.op.matmul(x, wt), b))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
mod = bb.get()
print("lifting weights")
mod = relax.transform.LiftTransformParams()(mod)
