# cause: call_to_undefined_global_var
# expect: IsMissing
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_mutual_builder():
    bb = relax.BlockBuilder()
    n = relax.Var("n", relax.TensorType((), "int64"))
    odd_gv = relax.GlobalVar("is_odd")  # declared up front for the mutual call
    with bb.function("is_even", [n]):
        z = bb.emit(relax.op.equal(n, relax.const(0, "int64")))
        m = bb.emit(relax.op.subtract(n, relax.const(1, "int64")))
        r = bb.emit(relax.Call(odd_gv, [m]))
        bb.emit_func_output(r)
    mod = bb.get()
    assert "is_even" in [gv.name_hint for gv in mod.get_global_vars()]
