# cause: user_vm_input_shape_mismatch
# expect: expect Tensor with ndim 2 but get 1
# capture: combined
import sys

from loguru import logger

logger.remove()
logger.add(sys.stderr, level="INFO", backtrace=False, diagnose=False,
           format="{time:YYYY-MM-DD HH:mm:ss.SSS} | {level: <8} | {name}:{function}:{line} - {message}")

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
    vm = load_vm()
    sample = np.random.rand(8).astype("float32")
    w = np.random.rand(8, 4).astype("float32")
    return vm["main"](tvm.runtime.tensor(sample), tvm.runtime.tensor(w))


if __name__ == "__main__":
    logger.info("job serve-single starting")
    try:
        main()
    except Exception:
        logger.exception("job serve-single failed")
        sys.exit(1)
