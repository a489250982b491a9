# cause: bitwise_op_on_float_tensor
# expect: Expected integer argument as LHS of & operator
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def _clear_low_bit(bb, call):
    x = call.args[0]
    return bb.call_te(lambda t: te.compute(t.shape, lambda i, j: t[i, j] & tvm.tirx.const(-2, t.dtype),
                                           name="clear_lsb"), x)


def test_quantize_round_down_legalization():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((2, 8), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.floor(x))
        bb.emit_func_output(y)
    mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.floor": _clear_low_bit})(bb.get())
    tvm.compile(mod, target="llvm")
