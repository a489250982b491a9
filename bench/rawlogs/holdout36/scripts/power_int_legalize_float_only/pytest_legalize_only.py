# cause: power_int_legalize_float_only
# expect: power only applies to float
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def test_legalize_power_uint8():
    bb = relax.BlockBuilder()
    a = relax.Var("a", R.Tensor((8,), "uint8"))
    b = relax.Var("b", R.Tensor((8,), "uint8"))
    with bb.function("main", [a, b]):
        y = bb.emit(relax.op.power(a, b))
        bb.emit_func_output(y)
    mod = relax.transform.LegalizeOps()(bb.get())
    assert "call_tir" in mod.script()
