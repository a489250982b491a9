# cause: conv2d-negative-output-shape
# expect: _nn_conv2d[\s\S]*lead to negative output shape
import tvm
from tvm import relax

print(f"TVM version: {tvm.__version__}")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 8, 3, 3), "float16"))
w = relax.Var("w", relax.TensorType((8, 1, 5, 5), "float16"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.conv2d(x, w, groups=8))
    bb.emit_func_output(y)
mod = bb.get()


def run(mod):
    with tvm.target.Target("llvm"):
        mod = relax.get_pipeline("zero")(mod)
    return mod


run(mod)
