# cause: conv2d-negative-output-shape
# expect: _nn_conv2d[\s\S]*lead to negative output shape
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

print("=" * 60)
print("building relax module")
print("=" * 60)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 4, 32, 2), "float32"))
w = relax.Var("w", relax.TensorType((4, 4, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w, padding=0))
        z = bb.emit_output(relax.op.nn.relu(y))
    bb.emit_func_output(z)
mod = bb.get()

print("compiling ...", flush=True)


def run(mod):
    mod = relax.transform.LegalizeOps()(mod)
    return mod


run(mod)
