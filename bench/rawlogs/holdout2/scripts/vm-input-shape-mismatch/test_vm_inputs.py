# cause: vm-input-shape-mismatch
# expect: match_cast error
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


_VM = {}


def get_vm():
    if "main" in _VM:
        return _VM["main"]
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((2, 3), "float32"))
    b = relax.Var("b", relax.TensorType((2, 3), "float32"))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            c = bb.emit_output(relax.op.add(a, b))
        bb.emit_func_output(c)
    ex = tvm.compile(bb.get(), target="llvm")
    _VM["main"] = relax.VirtualMachine(ex, tvm.cpu())
    return _VM["main"]


def test_add():
    vm = get_vm()
    a = np.ones((2, 3), "float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(a)).numpy(), 2 * a)


def test_add_broadcast_input():
    vm = get_vm()
    a = np.ones((2, 3), "float32")
    b = np.ones((1, 3), "float32")
    vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b))
