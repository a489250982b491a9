# cause: gradient-missing-fprimalgradient
# expect: Attribute FPrimalGradient has not been registered for relax\.clip
# capture: pytest-native
# post: truncate=0.93
import tvm
from tvm import relax


def test_clipped_loss_gradient():
    bb = relax.BlockBuilder()
    p = relax.Var("p", relax.TensorType([5], "float32"))
    with bb.function("main", [p]):
        with bb.dataflow():
            c = bb.emit(relax.op.clip(p, 1e-6, 1.0))
            lg = bb.emit(relax.op.log(c))
            s = bb.emit(relax.op.sum(lg))
            gv = bb.emit_output(s)
        bb.emit_func_output(gv)
    relax.transform.Gradient("main")(bb.get())
