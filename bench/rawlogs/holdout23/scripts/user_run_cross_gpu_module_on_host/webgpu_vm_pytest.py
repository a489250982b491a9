# cause: user_run_cross_gpu_module_on_host
# expect: WebGPUFallbackModule is not directly runnable on the C\+\+ side
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((32, 32), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x, axis=1)
            R.output(y)
        return y


def test_webgpu_numerics():
    ex = tvm.compile(Mod, target=tvm.target.Target("webgpu"))
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(32, 32).astype("float32")
    out = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(out.sum(axis=1), 1.0, rtol=1e-5)
