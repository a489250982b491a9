# cause: custom_legalize_topi_power_on_int
# expect: power only applies to float
# capture: pytest
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def cube(bb, call):
    return bb.call_te(lambda t: topi.power(t, 3), call.args[0])


def test_cube_int8():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((4, 4), "int8"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.sign(x))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.sign": cube})(bb.get())
    assert mod
