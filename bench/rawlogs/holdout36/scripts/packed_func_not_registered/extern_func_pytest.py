# cause: packed_func_not_registered
# expect: Cannot find ffi::Function
# capture: pytest
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi


def test_extern_func_call():
    ext = relax.ExternFunc("contrib.my_norm")
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((4,), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.Call(ext, [x], ty_args=[R.Tensor((4,), "float32")]))
        bb.emit_func_output(y)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones(4, "float32")))
    assert out.shape == (4,)
