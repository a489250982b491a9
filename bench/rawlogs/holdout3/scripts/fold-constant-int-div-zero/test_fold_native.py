# cause: fold-constant-int-div-zero
# expect: Floating point exception
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def const_div_module(num, den, dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((len(num),), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            c = bb.emit(relax.op.floor_divide(relax.const(np.array(num, dtype)), relax.const(np.array(den, dtype))))
            y = bb.emit_output(relax.op.add(x, c))
        bb.emit_func_output(y)
    return bb.get()


def test_fold_float_division():
    mod = relax.transform.FoldConstant()(const_div_module([1, 2, 3], [2, 0, 1], "float32"))
    assert "floor_divide" not in mod.script()


def test_fold_uint8_division():
    mod = relax.transform.FoldConstant()(const_div_module([9, 8, 7], [3, 0, 7], "uint8"))
    assert "floor_divide" not in mod.script()
