# cause: global-var-name-not-found
# expect: Cannot find global var "forward"
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 2), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.relu(x))
    bb.emit_func_output(y)
with bb.function("unused_helper", [x]):
    y = bb.emit(relax.op.exp(x))
    bb.emit_func_output(y)
mod = bb.get()
mod = relax.transform.DeadCodeElimination(entry_functions=["forward"])(mod)
print(mod)
