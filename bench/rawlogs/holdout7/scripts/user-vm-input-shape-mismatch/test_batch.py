# cause: user-vm-input-shape-mismatch
# expect: match_cast error
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def make_vm():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 5), "float32"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.sum(x, axis=[1])))
    return relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())


VM = make_vm()


def test_batch_2():
    assert VM["main"](tvm.runtime.tensor(np.ones((2, 5), "float32"))).numpy().tolist() == [5, 5]


def test_batch_3():
    VM["main"](tvm.runtime.tensor(np.ones((3, 5), "float32")))
