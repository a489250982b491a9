# cause: scatter-elements-rank0
# expect: Index out of range
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def scatter_mod(shape, ishape, reduction):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    i = relax.Var("i", relax.TensorType(ishape, "int64"))
    u = relax.Var("u", relax.TensorType(ishape, "float32"))
    with bb.function("main", [x, i, u]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.scatter_elements(x, i, u, axis=0, reduction=reduction))
        bb.emit_func_output(out)
    return bb.get()


def test_scatter_add_vector():
    ex = tvm.compile(scatter_mod((4,), (2,), "add"), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](
        tvm.runtime.tensor(np.zeros(4, "float32")),
        tvm.runtime.tensor(np.array([1, 3], "int64")),
        tvm.runtime.tensor(np.array([2.0, 5.0], "float32")),
    ).numpy()
    np.testing.assert_allclose(out, [0, 2, 0, 5])


def test_scatter_add_scalar():
    tvm.compile(scatter_mod((), (), "add"), target="llvm")
