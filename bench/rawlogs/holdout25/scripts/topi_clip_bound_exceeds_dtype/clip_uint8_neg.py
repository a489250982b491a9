# cause: topi_clip_bound_exceeds_dtype
# expect: cannot make uint from negative value -1
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax, tirx as tir


def build_clamp(dtype, lo, hi):
    n = tir.Var("n", "int64")
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((n,), dtype))
    with bb.function("clamp", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.clip(x, lo, hi))
        bb.emit_func_output(y)
    return tvm.compile(bb.get(), "llvm")


def test_clamp_pixels_uint8():
    vm = relax.VirtualMachine(build_clamp("uint8", -1, 200), tvm.cpu())
    x = np.array([0, 128, 255], "uint8")
    np.testing.assert_array_equal(vm["clamp"](tvm.runtime.tensor(x)).numpy(), np.clip(x, 0, 200))
