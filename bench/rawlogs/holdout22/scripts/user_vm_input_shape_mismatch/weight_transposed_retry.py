# cause: user_vm_input_shape_mismatch
# expect: match_cast error
# env: TVM_BACKTRACE=1
import logging
import sys
import time

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(levelname)s] %(name)s - %(message)s")
log = logging.getLogger("mlplat.retry")


def with_retries(fn, attempts=3, backoff=0.1):
    for attempt in range(1, attempts + 1):
        try:
            return fn()
        except Exception as exc:  # noqa: BLE001
            first = (str(exc).strip().splitlines() or [""])[0]
            log.warning("attempt %d/%d of %s failed: %s: %s", attempt, attempts, fn.__name__,
                        type(exc).__name__, first)
            if attempt == attempts:
                log.error("giving up on %s after %d attempts", fn.__name__, attempts)
                raise
            time.sleep(backoff * attempt)

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
    w = np.random.rand(4, 8).astype("float32")  # loaded from a torch Linear (out, in)
    return vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w))


if __name__ == "__main__":
    with_retries(main)
