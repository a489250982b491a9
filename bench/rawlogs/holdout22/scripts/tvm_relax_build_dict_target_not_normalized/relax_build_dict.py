# cause: tvm_relax_build_dict_target_not_normalized
# expect: is not iterable
# capture: combined
# env: TVM_BACKTRACE=1
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
    mod = relax.transform.LegalizeOps()(Classifier)
    return relax.build(mod, target={"kind": "llvm"})


if __name__ == "__main__":
    logger.info("job build-legalized starting")
    try:
        main()
    except Exception:
        logger.exception("job build-legalized failed")
        sys.exit(1)
