# cause: argreduce-rank0
# expect: Cannot reduce a 0 dim Tensor
# capture: pytest-native
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def test_argmin_legalize_scalar_int():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((), "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.argmin(x))
        bb.emit_func_output(out)
    relax.transform.LegalizeOps()(bb.get())
