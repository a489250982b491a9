# cause: split-sections-negative-extent
# expect: std::bad_alloc
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("n,sections", [(8, 4), (9, 3), (11, 7)])
def test_split_sections_like_array_split(n, sections):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((n,), "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            t = bb.emit_output(relax.op.split(x, sections))
        bb.emit_func_output(t)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    data = np.arange(n, dtype="int32")
    outs = vm["main"](tvm.runtime.tensor(data))
    got = np.concatenate([o.numpy() for o in outs])
    np.testing.assert_array_equal(got, data)
