# cause: vm_profiler_removed
# expect: 'VirtualMachine' object has no attribute 'profile'
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
np.random.seed(0)


@I.ir_module
class FFN:
    @R.function
    def main(x: R.Tensor((16, 256), "float32"), w1: R.Tensor((256, 1024), "float32"), w2: R.Tensor((1024, 256), "float32")):
        with R.dataflow():
            h = R.nn.gelu(R.matmul(x, w1))
            y = R.matmul(h, w2)
            R.output(y)
        return y


def test_ffn_profile_has_matmul():
    ex = tvm.compile(FFN, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    args = [tvm.runtime.tensor(np.random.rand(*s).astype("float32")) for s in [(16, 256), (256, 1024), (1024, 256)]]
    # warm up + time
    timer = vm.time_evaluator("main", tvm.cpu(), number=2, repeat=1)
    timer(*args)
    report = vm.profile("main", *args)
    assert "matmul" in str(report)
