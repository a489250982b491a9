# cause: user_vm_wrong_arg_count
# expect: expects 2 arguments \(x, w\), but 1 arguments were provided
# env: TVM_BACKTRACE=1
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
    vm = load_vm()
    x = np.random.rand(2, 8).astype("float32")
    return vm["main"](tvm.runtime.tensor(x))


if __name__ == "__main__":
    log.info("job serve-noweights starting")
    try:
        main()
    except Exception:
        log.exception("job serve-noweights failed")
        sys.exit(2)
    log.info("job serve-noweights done")
