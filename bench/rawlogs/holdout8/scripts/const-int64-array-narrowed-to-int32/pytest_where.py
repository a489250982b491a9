# cause: const-int64-array-narrowed-to-int32
# expect: Binary operators must have the same datatype
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def _masked_fill(fill, dtype=None):
    bb = relax.BlockBuilder()
    m = relax.Var("m", R.Tensor((3,), "bool"))
    x = relax.Var("x", R.Tensor((3,), "int64"))
    with bb.function("main", [m, x]):
        with bb.dataflow():
            o = bb.emit_output(relax.op.where(m, x, relax.const(fill, dtype)))
        bb.emit_func_output(o)
    return bb.get()


def test_fill_with_explicit_dtype():
    assert _masked_fill(np.full((3,), -1, dtype="int64"), dtype="int64") is not None


def test_fill_scalar_array():
    _masked_fill(np.full((3,), -1, dtype="int64"))
