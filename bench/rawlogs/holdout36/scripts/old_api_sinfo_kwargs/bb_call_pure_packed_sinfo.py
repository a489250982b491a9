# cause: old_api_sinfo_kwargs
# expect: unexpected keyword argument 'sinfo_args'
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi


def test_pure_packed_builder():
    tvm_ffi.register_global_func("demo.neg", lambda x: tvm.runtime.tensor(-x.numpy()), override=True)
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((3,), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.call_pure_packed("demo.neg", x, sinfo_args=R.Tensor((3,), "float32")))
        bb.emit_func_output(y)
    tvm.compile(bb.get(), target="llvm")
