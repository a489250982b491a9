# cause: old_api_tvm_register_func
# expect: module 'tvm' has no attribute 'register_func'
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

@tvm.register_func("demo.scale2")
def scale2(x):
    return tvm.runtime.tensor(x.numpy() * 2)

@tvm.script.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        y = R.call_pure_packed("demo.scale2", x, ty_args=R.Tensor((4,), "float32"))
        return y
