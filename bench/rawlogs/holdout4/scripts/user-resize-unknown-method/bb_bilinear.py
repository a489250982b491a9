# cause: user-resize-unknown-method
# expect: Unknown resize method
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 3, 16, 16), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.image.resize2d(x, size=(32, 32), method="bilinear"))
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
