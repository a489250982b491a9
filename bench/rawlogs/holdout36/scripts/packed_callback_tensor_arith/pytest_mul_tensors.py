# cause: packed_callback_tensor_arith
# expect: unsupported operand type\(s\) for \*: 'Tensor' and 'Tensor'
# capture: pytest
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi


def host_square(x):
    return tvm.runtime.tensor((x * x).numpy())


def test_host_square():
    tvm_ffi.register_global_func("demo.host_square", host_square, override=True)
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((4,), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.call_pure_packed("demo.host_square", x, ty_args=R.Tensor((4,), "float32")))
        bb.emit_func_output(y)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(np.full(4, 3, "float32"))).numpy(), 9)
