# cause: tile-negative-repeats
# expect: std::bad_alloc
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


def _run(reps):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4,), "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(op.tile(x, reps))
        bb.emit_func_output(out)
    ex = tvm.compile(bb.get(), "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](tvm.runtime.tensor(np.arange(4, dtype="int32"))).numpy()


def test_tile_twice():
    assert _run([2]).shape == (8,)


def test_tile_negative():
    _run([-1])
