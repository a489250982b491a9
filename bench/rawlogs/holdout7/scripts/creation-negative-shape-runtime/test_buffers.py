# cause: creation-negative-shape-runtime
# expect: std::bad_alloc
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def make(shape, fn):
    bb = relax.BlockBuilder()
    with bb.function("main", []):
        bb.emit_func_output(bb.emit(fn(shape, "float32")))
    return relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())["main"]()


def test_zeros():
    assert make((2, 2), relax.op.zeros).shape == (2, 2)


def test_ones():
    assert make((3,), relax.op.ones).numpy().sum() == 3


def test_ones_negative_dim():
    make((3, -1), relax.op.ones)
