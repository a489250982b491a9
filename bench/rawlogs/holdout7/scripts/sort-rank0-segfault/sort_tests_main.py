# cause: sort-rank0-segfault
# expect: Segfault encountered|Segmentation fault
# capture: combined
import numpy as np
import tvm
from tvm import relax


def sort_fn(shape):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.sort(x)))
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    return lambda a: vm["main"](tvm.runtime.tensor(a)).numpy()


def test_sort_vector():
    np.testing.assert_array_equal(sort_fn((3,))(np.array([3, 1, 2], "float32")), [1, 2, 3])


def test_sort_scalar():
    assert sort_fn(())(np.array(1.5, "float32")) == 1.5


if __name__ == "__main__":
    for name, fn in list(globals().items()):
        if name.startswith("test_"):
            print("running", name, flush=True)
            fn()
            print("passed", name, flush=True)
