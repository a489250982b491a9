# cause: resize-zero-output-size
# expect: Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def thumbnail_module(h, w):
    bb = relax.BlockBuilder()
    img = relax.Var("img", relax.TensorType((1, 240, 320, 3), "float32"))
    with bb.function("thumb", [img]):
        with bb.dataflow():
            t = bb.emit(relax.op.image.resize2d(img, (h, w), layout="NHWC", method="cubic"))
            bb.emit_output(t)
        bb.emit_func_output(t)
    return bb.get()


# keep aspect ratio: w = h * 320 // 240, but h is computed from an empty list
heights = []
h = min(heights) if heights else 0
mod = thumbnail_module(h, h * 320 // 240)
print(mod.script())
legal = relax.transform.LegalizeOps()(mod)
legal.show()
