# cause: power-int-dtype
# expect: power only applies to float
# capture: pytest-native
import tvm
from tvm import relax


def test_power_bool_legalize():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 3), "bool"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.power(x, x))
        bb.emit_func_output(out)
    relax.transform.LegalizeOps()(bb.get())
