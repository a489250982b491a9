# cause: split-sections-exceed-dim-runtime
# expect: std::bad_alloc
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def chunks(n, sections):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((n,), "float32"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.split(x, sections)))
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    return vm["main"](tvm.runtime.tensor(np.arange(n, dtype="float32")))


def test_even():
    assert len(chunks(6, 3)) == 3


def test_uneven():
    assert len(chunks(7, 3)) == 3


def test_more_chunks_than_elements():
    assert len(chunks(3, 7)) == 7
