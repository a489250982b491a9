# cause: sort-kernel-dtype-unsupported
# expect: Unsupported input dtype: int16
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class SortAudio:
    @R.function
    def main(pcm: R.Tensor((2, 480), "int16")):
        with R.dataflow():
            s = R.sort(pcm, axis=1, descending=False)
            lo = R.strided_slice(s, axes=[1], begin=[0], end=[10])
            R.output(lo)
        return lo


ex = relax.build(SortAudio, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
pcm = (np.sin(np.arange(960) / 7.0) * 3000).astype("int16").reshape(2, 480)
print(vm["main"](tvm.runtime.tensor(pcm)).numpy())
