# cause: gradient-missing-fprimalgradient
# expect: Attribute FPrimalGradient has not been registered for relax\.strided_slice
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def build_loss():
    bb = relax.BlockBuilder()
    seq = relax.Var("seq", relax.TensorType([10, 6], "float32"))
    with bb.function("loss", [seq]):
        with bb.dataflow():
            last = bb.emit(relax.op.strided_slice(seq, axes=[0], begin=[5], end=[10]))
            s = bb.emit(relax.op.mean(last))
            gv = bb.emit_output(s)
        bb.emit_func_output(gv)
    return bb.get()


mod = build_loss()
mod = relax.transform.LegalizeOps()(relax.transform.Gradient("loss")(mod))
