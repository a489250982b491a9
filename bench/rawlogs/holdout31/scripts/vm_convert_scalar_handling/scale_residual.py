# cause: vm_convert_scalar_handling
# expect: expect Tensor with dtype float64 but get float32
# capture: ipython
import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4,), "float64"))
    r = relax.Var("r", relax.TensorType((4,), "float64"))
    s = relax.Var("s", relax.TensorType((), "float64"))
    with bb.function("scaled_residual", [x, r, s]):
        with bb.dataflow():
            y = bb.emit(relax.op.add(x, relax.op.multiply(r, s)))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


ex = tvm.compile(build(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

x = np.array([1.0, 2.0, 3.0, 4.0])
r = np.array([0.5, 0.5, -0.5, -0.5])
scale = np.float64(0.25)

vm.set_input("scaled_residual", x, r, scale)
vm.invoke_stateful("scaled_residual")
print(vm.get_outputs("scaled_residual"))
