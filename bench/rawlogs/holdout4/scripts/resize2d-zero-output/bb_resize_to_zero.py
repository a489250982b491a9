# cause: resize2d-zero-output
# expect: Divide by zero
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
img = relax.Var("img", relax.TensorType((1, 3, 32, 32), "float32"))
with bb.function("main", [img]):
    with bb.dataflow():
        small = bb.emit(relax.op.image.resize2d(img, size=(0, 0), method="linear"))
        out = bb.emit_output(relax.op.sum(small))
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
