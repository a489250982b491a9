# cause: pure_packed_ty_args_mismatch
# expect: ndim|Invalid|expected
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi


def flatten_host(x):
    return tvm.runtime.tensor(x.numpy().reshape(-1))


def test_host_flatten_then_relu():
    tvm_ffi.register_global_func("demo.flatten_host", flatten_host, override=True)

    @tvm.script.ir_module
    class Flat:
        @R.function
        def main(x: R.Tensor((2, 3), "float32")):
            y = R.call_pure_packed("demo.flatten_host", x, ty_args=R.Tensor((2, 3), "float32"))
            z = R.nn.relu(y)
            return z

    ex = tvm.compile(Flat, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    vm["main"](tvm.runtime.tensor(np.ones((2, 3), "float32")))
