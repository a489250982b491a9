# cause: tvm_relax_build_dict_target_not_normalized
# expect: argument of type 'builtin_function_or_method' is not iterable
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
    # the JSON-dict form that the 0.27 target parser asks for
    ex = tvm.compile(Classifier, target={"kind": "llvm", "mcpu": "skylake-avx512"})
    return ex


if __name__ == "__main__":
    log.info("job serve-avx512-dict starting")
    try:
        main()
    except Exception:
        log.exception("job serve-avx512-dict failed")
        sys.exit(2)
    log.info("job serve-avx512-dict done")
