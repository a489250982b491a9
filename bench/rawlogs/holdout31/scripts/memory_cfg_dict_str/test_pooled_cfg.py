# cause: memory_cfg_dict_str
# expect: Cannot convert from type `ffi\.SmallStr` to `int`
# capture: pytest-line
# env: TVM_BACKTRACE=1
import numpy as np
import pytest
import tvm
from tvm import relax


def _module():
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((8, 8), "float32"))
    b = relax.Var("b", relax.TensorType((8, 8), "float32"))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            c = bb.emit(relax.op.matmul(a, b))
            d = bb.emit(relax.op.tanh(c))
            out = bb.emit_output(d)
        bb.emit_func_output(out)
    return bb.get()


@pytest.mark.parametrize("allocator", ["pooled"])
def test_matmul_tanh_with_allocator(allocator):
    ex = tvm.compile(_module(), target="llvm")
    devs = [tvm.cpu(0)]
    vm = relax.VirtualMachine(ex, devs, memory_cfg={tvm.cpu(0): allocator})
    a = np.eye(8, dtype="float32")
    b = np.full((8, 8), 0.5, dtype="float32")
    np.testing.assert_allclose(vm["main"](a, b).numpy(), np.tanh(a @ b), rtol=1e-5)
