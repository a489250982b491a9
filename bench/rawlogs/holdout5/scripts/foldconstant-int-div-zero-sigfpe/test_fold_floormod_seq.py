# cause: foldconstant-int-div-zero-sigfpe
# expect: Fatal Python error: Floating point exception
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def _mod(divisors):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType([3], "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            num = relax.const(np.array([10, 11, 12], "int32"))
            den = relax.const(np.array(divisors, "int32"))
            r = bb.emit(relax.op.floor_mod(num, den))
            y = bb.emit(relax.op.add(x, r))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    return bb.get()


SEQ = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])


def test_fold_nonzero_divisors():
    out = SEQ(_mod([3, 4, 5]))
    assert "floor_mod" not in out["main"].script()


def test_fold_with_zero_divisor():
    SEQ(_mod([3, 0, 5]))
