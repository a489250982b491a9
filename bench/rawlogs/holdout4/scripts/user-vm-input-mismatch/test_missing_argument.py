# cause: user-vm-input-mismatch
# expect: expects 3 arguments
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def _linear_vm():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 4), "float32"))
    w = relax.Var("w", relax.TensorType((4, 4), "float32"))
    b = relax.Var("b", relax.TensorType((4,), "float32"))
    with bb.function("main", [x, w, b]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.add(relax.op.matmul(x, w), b))
        bb.emit_func_output(out)
    return relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())


def test_linear_without_bias_argument():
    vm = _linear_vm()
    x = tvm.runtime.tensor(np.ones((2, 4), "float32"))
    w = tvm.runtime.tensor(np.eye(4, dtype="float32"))
    vm["main"](x, w)
