# cause: reduce_bool_min_max_value
# expect: Cannot decide min_value
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def first_true_index(n):
    bb = relax.BlockBuilder()
    hits = relax.Var("hits", relax.TensorType((n, 10), "bool"))
    with bb.function("main", [hits]):
        with bb.dataflow():
            idx = bb.emit(relax.op.argmax(hits, axis=1))
            out = bb.emit_output(idx)
        bb.emit_func_output(out)
    return bb.get()


def test_first_true_index():
    mod = first_true_index(5)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = np.zeros((5, 10), dtype=bool)
    data[:, 3] = True
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(data)).numpy(), np.full(5, 3))
