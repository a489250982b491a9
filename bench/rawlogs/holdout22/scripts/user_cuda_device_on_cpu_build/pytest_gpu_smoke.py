# cause: user_cuda_device_on_cpu_build
# expect: CUDA runtime is not linked
# capture: pytest-native
import logging

log = logging.getLogger("mlplat.ci")

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Classifier:
    @R.function
    def main(x: R.Tensor((2, 8), "float32"), w: R.Tensor((8, 4), "float32")) -> R.Tensor((2, 4), "float32"):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.softmax(y, axis=-1)
            R.output(z)
        return z


def load_vm():
    ex = tvm.compile(Classifier, target="llvm")
    return relax.VirtualMachine(ex, tvm.cpu())


def main():
    ex = tvm.compile(Classifier, target=tvm.target.Target("cuda", host="llvm"))
    vm = relax.VirtualMachine(ex, tvm.cuda())
    x = tvm.runtime.tensor(np.ones((2, 8), "float32"), device=tvm.cuda())
    vm["main"](x, x)


def test_gpu_smoke(caplog):
    caplog.set_level(logging.INFO)
    log.info("building gpu_smoke")
    main()
