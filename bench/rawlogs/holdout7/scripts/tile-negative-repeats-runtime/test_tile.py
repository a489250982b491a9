# cause: tile-negative-repeats-runtime
# expect: std::bad_alloc
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def run_tile(reps):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 2), "float32"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.tile(x, reps)))
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    return vm["main"](tvm.runtime.tensor(np.ones((2, 2), "float32"))).numpy()


def test_tile_2():
    assert run_tile([2, 1]).shape == (4, 2)


def test_tile_negative():
    out = run_tile([1, -2])
    assert out.size == 0
