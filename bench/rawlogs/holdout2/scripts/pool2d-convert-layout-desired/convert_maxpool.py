# cause: pool2d-convert-layout-desired
# expect: Check failed: \(NoDesiredLayout\(call, desired_layouts\)\) is false
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 64, 112, 112), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.max_pool2d(x, pool_size=(3, 3), strides=(2, 2), padding=(1, 1)))
        out = bb.emit_output(p)
    bb.emit_func_output(out)
mod = bb.get()
mod = relax.transform.ConvertLayout({"relax.nn.max_pool2d": ["NHWC"]})(mod)
tvm.compile(mod, target="llvm")
