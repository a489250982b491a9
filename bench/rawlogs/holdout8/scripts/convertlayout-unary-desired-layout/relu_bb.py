# cause: convertlayout-unary-desired-layout
# expect: NoDesiredLayout\(call, desired_layouts\)
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((1, 16, 8, 8), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.relu(x))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
mod = relax.transform.ConvertLayout({"relax.nn.relu": ["NHWC"]})(bb.get())
