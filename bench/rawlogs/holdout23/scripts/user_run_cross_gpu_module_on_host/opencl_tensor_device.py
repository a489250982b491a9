# cause: user_run_cross_gpu_module_on_host
# expect: Device API opencl is not enabled
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((64,), "float32")):
        with R.dataflow():
            y = R.add(x, x)
            R.output(y)
        return y


def test_opencl_local():
    ex = tvm.compile(Mod, target=tvm.target.Target({"kind": "opencl", "device": "adreno"}))
    dev = tvm.opencl(0)
    x = tvm.runtime.tensor(np.arange(64, dtype="float32"), dev)
    vm = relax.VirtualMachine(ex, dev)
    assert vm["main"](x).numpy()[1] == 2.0
