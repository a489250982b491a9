# cause: lift-params-num-input-overflow
# expect: Segfault encountered
import tvm
from tvm import relax

R = relax.op
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 128), "float32"))
w = relax.Var("w", relax.TensorType((256, 128), "float32"))
b = relax.Var("b", relax.TensorType((256,), "float32"))
# num_input should be 1 (only x is a runtime input); 3 was copied from another model
with bb.function("main", [x, w, b], attrs={"num_input": 3 + 1}):
    with bb.dataflow():
        wt = bb.emit(R.permute_dims(w))
        y = bb.emit(R.matmul(x, wt))
        out = bb.emit_output(R.add(y, b))
    bb.emit_func_output(out)

mod = relax.transform.LiftTransformParams()(bb.get())
mod.show()
