# cause: impure_call_packed_in_pure_function
# expect: Program is not well-formed
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@tvm.register_global_func("host.topk_indices")
def topk_indices(x):
    v = x.numpy()
    return tvm.runtime.tensor(np.argsort(-v, axis=-1)[:, :3].astype("int64"))


print("parsing module")


@I.ir_module
class TopK:
    @R.function
    def main(x: R.Tensor((4, 10), "float32")):
        idx = R.call_packed("host.topk_indices", x, ty_args=R.Tensor((4, 3), "int64"))
        return idx


print("compiling")
ex = tvm.compile(TopK, target="llvm")
