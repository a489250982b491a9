# cause: packed_func_not_registered
# expect: Cannot find ffi::Function user.postprocess
# capture: stderr
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Post:
    @R.function(pure=False)
    def main(x: R.Tensor((2, 3), "float32")):
        y = R.nn.softmax(x)
        z = R.call_packed("user.postprocess", y, ty_args=R.Tensor((2, 3), "float32"))
        return z


ex = tvm.compile(Post, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros((2, 3), "float32"))))
