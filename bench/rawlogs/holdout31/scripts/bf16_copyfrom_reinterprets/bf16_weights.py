# cause: bf16_copyfrom_reinterprets
# expect: TensorCopyFromBytes: size mismatch
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Bf16Linear:
    @R.function
    def main(x: R.Tensor((4, 8), "float32"), w: R.Tensor((8, 4), "bfloat16")):
        with R.dataflow():
            wf = R.astype(w, "float32")
            y = R.matmul(x, wf)
            R.output(y)
        return y


ex = tvm.compile(Bf16Linear, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

w_fp32 = np.random.default_rng(0).standard_normal((8, 4)).astype("float32")
w = tvm.runtime.empty((8, 4), dtype="bfloat16")
w.copyfrom(w_fp32)
x = np.ones((4, 8), dtype="float32")
print(vm["main"](x, w).numpy())
