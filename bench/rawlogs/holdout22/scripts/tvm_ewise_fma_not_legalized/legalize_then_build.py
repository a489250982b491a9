# cause: tvm_ewise_fma_not_legalized
# expect: CodeGenVM cannot emit
# capture: combined
# env: TVM_BACKTRACE=1
import sys

from loguru import logger

logger.remove()
logger.add(sys.stderr, level="INFO", backtrace=False, diagnose=False,
           format="{time:YYYY-MM-DD HH:mm:ss.SSS} | {level: <8} | {name}:{function}:{line} - {message}")

import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Residual:
    @R.function
    def main(x: R.Tensor((8, 8), "float32"), w: R.Tensor((8, 8), "float32")) -> R.Tensor((8, 8), "float32"):
        with R.dataflow():
            h = R.matmul(x, w)
            y = R.ewise_fma(h, x, x)
            R.output(y)
        return y


def main():
    seq = tvm.transform.Sequential([
        relax.transform.LegalizeOps(),
        relax.transform.AnnotateTIROpPattern(),
        relax.transform.FoldConstant(),
    ])
    mod = seq(Residual)
    return relax.build(mod, target="llvm", relax_pipeline=None)


if __name__ == "__main__":
    logger.info("job residual starting")
    try:
        main()
    except Exception:
        logger.exception("job residual failed")
        sys.exit(1)
