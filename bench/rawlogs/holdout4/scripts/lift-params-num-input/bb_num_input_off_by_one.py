# cause: lift-params-num-input
# expect: Segfault encountered
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 8), "float32"))
w = relax.Var("w", relax.TensorType((8, 8), "float32"))
b = relax.Var("b", relax.TensorType((8,), "float32"))
params = [x, w, b]
with bb.function("main", params, attrs={"num_input": len(params) + 1}):
    with bb.dataflow():
        h = bb.emit(relax.op.matmul(x, relax.op.permute_dims(w)))
        out = bb.emit_output(relax.op.add(h, b))
    bb.emit_func_output(out)
mod = bb.get()
print("num_input =", mod["main"].attrs["num_input"], "params =", len(mod["main"].params), flush=True)
print("lifting transform params ...", flush=True)
mod = relax.transform.LiftTransformParams()(mod)
print("lifted", flush=True)
