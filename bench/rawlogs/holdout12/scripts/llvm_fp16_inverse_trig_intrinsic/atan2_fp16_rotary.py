# cause: llvm_fp16_inverse_trig_intrinsic
# expect: unknown intrinsic .*tirx\.atan2
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def angle_of(dtype, n):
    bb = relax.BlockBuilder()
    y = relax.Var("y", relax.TensorType((n,), dtype))
    x = relax.Var("x", relax.TensorType((n,), dtype))
    with bb.function("main", [y, x]):
        with bb.dataflow():
            t = bb.emit(relax.op.atan2(y, x))
            o = bb.emit_output(t)
        bb.emit_func_output(o)
    return bb.get()


def test_angle_fp32():
    tvm.compile(angle_of("float32", 8), target="llvm")


def test_angle_fp16():
    tvm.compile(angle_of("float16", 8), target="llvm")
