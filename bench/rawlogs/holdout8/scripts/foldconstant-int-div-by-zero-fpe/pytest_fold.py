# cause: foldconstant-int-div-by-zero-fpe
# expect: Floating point exception
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def _fold(divisor):
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((2,), "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            q = bb.emit(relax.op.floor_mod(relax.const(np.array([9, 9], "int32")), relax.const(np.array(divisor, "int32"))))
            o = bb.emit_output(relax.op.add(x, q))
        bb.emit_func_output(o)
    return relax.transform.FoldConstant()(bb.get())


def test_fold_ok():
    assert _fold([2, 4]) is not None


def test_fold_zero_divisor():
    assert _fold([2, 0]) is not None
