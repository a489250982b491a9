# cause: from_dlpack_alignment
# expect: RuntimeError: FromDLPack: Data is not aligned to 64 bytes\.
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor((3, 10), "float32")):
        with R.dataflow():
            sq = R.multiply(x, x)
            s = R.sum(sq, axis=1, keepdims=True)
            y = R.divide(x, R.sqrt(s))
            R.output(y)
        return y


ex = tvm.compile(Norm, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

dataset = np.random.default_rng(0).standard_normal((100, 10)).astype("float32")
batch = dataset[3:6]
# avoid a host copy: hand the numpy buffer to TVM directly
x = tvm.runtime.from_dlpack(batch)
print(vm["main"](x).numpy())
