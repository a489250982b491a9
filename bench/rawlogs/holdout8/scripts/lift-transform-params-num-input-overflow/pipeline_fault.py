# cause: lift-transform-params-num-input-overflow
# expect: Fatal Python error
# capture: combined
import faulthandler
import tvm
from tvm import relax
from tvm.script import relax as R

faulthandler.enable()
bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((1, 4), "float32"))
w = relax.Var("w", R.Tensor((4, 4), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        o = bb.emit_output(relax.op.matmul(x, relax.op.multiply(w, relax.const(2.0, "float32"))))
    bb.emit_func_output(o)
mod = bb.get()
mod["main"] = mod["main"].with_attr("num_input", 7)
seq = tvm.transform.Sequential([relax.transform.LiftTransformParams(), relax.transform.LegalizeOps()])
mod = seq(mod)
