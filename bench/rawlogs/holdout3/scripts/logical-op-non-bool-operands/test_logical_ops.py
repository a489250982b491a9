# cause: logical-op-non-bool-operands
# expect: test_logical\[int8-logical_or\][\s\S]*Expected boolean argument
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax

OPS = {"logical_and": np.logical_and, "logical_or": np.logical_or}


@pytest.mark.parametrize("op", sorted(OPS))
@pytest.mark.parametrize("dtype", ["bool", "int8"])
def test_logical(dtype, op):
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((6,), dtype))
    b = relax.Var("b", relax.TensorType((6,), dtype))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            c = bb.emit_output(getattr(relax.op, op)(a, b))
        bb.emit_func_output(c)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.array([0, 1, 0, 1, 2, 0], dtype=dtype)
    y = np.array([0, 0, 1, 1, 1, 2], dtype=dtype)
    out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(y)).numpy()
    np.testing.assert_array_equal(out.astype(bool), OPS[op](x, y))
