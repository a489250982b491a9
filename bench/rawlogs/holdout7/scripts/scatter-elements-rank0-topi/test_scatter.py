# cause: scatter-elements-rank0-topi
# expect: IndexError: Index out of range\. size: 0, got index 0
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def scatter(shape):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    i = relax.Var("i", relax.TensorType(shape, "int64"))
    v = relax.Var("v", relax.TensorType(shape, "float32"))
    with bb.function("main", [x, i, v]):
        bb.emit_func_output(bb.emit(relax.op.scatter_elements(x, i, v)))
    return relax.build(bb.get(), "llvm")


def test_scatter_1d():
    scatter((5,))


def test_scatter_2d():
    scatter((2, 3))


def test_scatter_scalar():
    scatter(())
