# cause: conv2d-transpose-layout-unlegalized
# expect: CodeGenVM cannot emit
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 10, 10, 3), "float32"))
w = relax.Var("w", relax.TensorType((3, 3, 5, 5), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d_transpose(x, w, data_layout="NHWC", out_layout="NHWC"))
        y = bb.emit(relax.op.add(y, relax.const(0.5, "float32")))
        bb.emit_output(y)
    bb.emit_func_output(y)
mod = bb.get()
mod = relax.transform.LegalizeOps()(mod)
mod = relax.transform.AnnotateTIROpPattern()(mod)
mod = relax.transform.FuseOps()(mod)
mod = relax.transform.FuseTIR()(mod)
ex = relax.build(mod, target="llvm")
