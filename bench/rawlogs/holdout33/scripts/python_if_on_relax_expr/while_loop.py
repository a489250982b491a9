# cause: python_if_on_relax_expr
# expect: Cannot use and / or / not operator to Expr
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_unrolled_halving():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3,), "float32"))
    with bb.function("main", [x]):
        cur = x
        while relax.op.greater(relax.op.max(cur), relax.const(1.0, "float32")):
            cur = bb.emit(relax.op.multiply(cur, relax.const(0.5, "float32")))
        bb.emit_func_output(cur)
    mod = bb.get()
    assert len(mod.functions) == 1
