# cause: dps_callback_missing_out_param
# expect: takes 1 positional argument but 3 were given
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@tvm.register_global_func("stats.minmax")
def minmax(x):
    v = x.numpy()
    return v.min(axis=1), v.max(axis=1)


@I.ir_module
class Stats:
    @R.function
    def main(x: R.Tensor((3, 10), "float32")):
        mm = R.call_dps_packed(
            "stats.minmax",
            (x,),
            out_ty=[R.Tensor((3,), "float32"), R.Tensor((3,), "float32")],
        )
        return mm


print("compiling Stats")
ex = tvm.compile(Stats, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.arange(30, dtype="float32").reshape(3, 10)
lo, hi = vm["main"](tvm.runtime.tensor(x))
print(lo.numpy(), hi.numpy())
