# cause: relax-const-int64-array-downcast
# expect: GatherND requires the input indices to have int64 dtype\. However, the given indices dtype is T\.int32
# capture: pytest-native
import pytest
import numpy as np
import tvm
from tvm import relax


def test_corner_cells():
    bb = relax.BlockBuilder()
    table = relax.Var("table", relax.TensorType((10, 10), "int32"))
    with bb.function("main", [table]):
        with bb.dataflow():
            cells = bb.emit(relax.op.gather_nd(table, relax.const(np.array([[9, 9], [0, 0]], np.int64))))
            gv = bb.emit_output(cells)
        bb.emit_func_output(gv)


def test_add_relu_compiles():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.relu(relax.op.add(x, x)))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((2, 4), "float32"))).numpy()
    np.testing.assert_allclose(out, np.full((2, 4), 2.0, "float32"))
