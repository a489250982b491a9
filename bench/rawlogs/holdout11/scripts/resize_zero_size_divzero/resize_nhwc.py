# cause: resize_zero_size_divzero
# expect: Divide by zero
# capture: combined
# post: truncate=0.7
import tvm
from tvm import relax

def build(fn, shapes, name="main"):
    bb = relax.BlockBuilder()
    params = [relax.Var(f"x{i}", relax.TensorType(s, d)) for i, (s, d) in enumerate(shapes)]
    with bb.function(name, params):
        with bb.dataflow():
            out = bb.emit_output(fn(*params))
        bb.emit_func_output(out)
    return bb.get()

print("preprocess: resize to model input")
target_hw = (0, 224)
mod = build(lambda x: relax.op.image.resize2d(x, target_hw, layout="NHWC", method="linear"), [((1, 480, 640, 3), "float32")])
mod.show()
tvm.compile(mod, target="llvm")
