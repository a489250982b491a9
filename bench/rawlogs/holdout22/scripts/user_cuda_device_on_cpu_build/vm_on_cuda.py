# cause: user_cuda_device_on_cpu_build
# expect: CUDA runtime is not linked into this build
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.serve")

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
    ex = tvm.compile(Classifier, target="cuda")
    vm = relax.VirtualMachine(ex, tvm.cuda(0))
    return vm


if __name__ == "__main__":
    log.info("job serve-gpu starting")
    try:
        main()
    except Exception:
        log.exception("job serve-gpu failed")
        sys.exit(2)
    log.info("job serve-gpu done")
