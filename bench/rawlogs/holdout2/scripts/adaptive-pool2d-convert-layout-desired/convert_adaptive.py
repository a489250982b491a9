# cause: adaptive-pool2d-convert-layout-desired
# expect: Check failed: \(NoDesiredLayout\(call, desired_layouts\)\) is false
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 512, 7, 7), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        g = bb.emit(relax.op.nn.adaptive_avg_pool2d(x, output_size=(1, 1)))
        out = bb.emit_output(relax.op.reshape(g, (8, 512)))
    bb.emit_func_output(out)
mod = relax.transform.ConvertLayout({"relax.nn.adaptive_avg_pool2d": ["NHWC"]})(bb.get())
