# cause: resize-zero-output-div0
# expect: Divide by zero
# capture: stderr
import tvm
from tvm import relax

SCALE = 0.1
H, W = 4, 40
out_h, out_w = int(H * SCALE), int(W * SCALE)   # 0, 4

bb = relax.BlockBuilder()
img = relax.Var("img", relax.TensorType([1, 3, H, W], "float32"))
with bb.function("main", [img]):
    with bb.dataflow():
        r = bb.emit(relax.op.image.resize2d(img, size=(out_h, out_w), method="linear"))
        gv = bb.emit_output(r)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
