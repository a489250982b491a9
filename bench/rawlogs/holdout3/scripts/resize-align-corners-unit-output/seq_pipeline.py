# cause: resize-align-corners-unit-output
# expect: Divide by zero
# env: TVM_BACKTRACE=1
# post: crlf
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 16, 9, 9), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.image.resize2d(x, (1, 1), method="linear",
                                            coordinate_transformation_mode="align_corners"))
        z = bb.emit_output(relax.op.multiply(x, y))
    bb.emit_func_output(z)
mod = bb.get()

seq = tvm.transform.Sequential(
    [
        relax.transform.LegalizeOps(),
        relax.transform.AnnotateTIROpPattern(),
        relax.transform.FuseOps(),
        relax.transform.FuseTIR(),
    ],
    name="my_lowering",
)
with tvm.transform.PassContext(opt_level=3):
    mod = seq(mod)
mod.show()
