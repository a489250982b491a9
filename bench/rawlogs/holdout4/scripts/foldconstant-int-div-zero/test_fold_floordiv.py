# cause: foldconstant-int-div-zero
# expect: Fatal Python error: Floating point exception
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def _module(op):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4,), "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            a = relax.const(np.array([8, 9, 10, 11], "int32"))
            b = relax.const(np.array([2, 3, 0, 1], "int32"))
            c = bb.emit(op(a, b))
            out = bb.emit_output(relax.op.add(x, c))
        bb.emit_func_output(out)
    return bb.get()


def test_fold_add_constants():
    mod = relax.transform.LegalizeOps()(_module(relax.op.add))
    mod = relax.transform.FoldConstant()(mod)
    assert mod is not None


def test_fold_floor_divide_constants():
    mod = relax.transform.LegalizeOps()(_module(relax.op.floor_divide))
    mod = relax.transform.FoldConstant()(mod)
    assert mod is not None
