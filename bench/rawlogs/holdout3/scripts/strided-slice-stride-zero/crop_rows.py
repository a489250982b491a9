# cause: strided-slice-stride-zero
# expect: strided_slice[\s\S]*Divide by zero
import tvm
from tvm import relax

R = relax.op

bb = relax.BlockBuilder()
img = relax.Var("img", relax.TensorType((1, 3, 480, 640), "uint8"))
with bb.function("preprocess", [img]):
    with bb.dataflow():
        f = bb.emit(R.astype(img, "float32"))
        f = bb.emit(R.divide(f, relax.const(255.0, "float32")))
        # subsample every `step` rows; step comes from a CLI flag that defaulted to 0
        step = 0
        crop = bb.emit(R.strided_slice(f, axes=[2, 3], begin=[0, 0], end=[480, 640], strides=[step, 1]))
        out = bb.emit_output(crop)
    bb.emit_func_output(out)
mod = bb.get()
mod.show()
