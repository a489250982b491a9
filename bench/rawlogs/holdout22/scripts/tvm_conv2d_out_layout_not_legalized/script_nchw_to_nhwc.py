# cause: tvm_conv2d_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.compile")

import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Stem:
    @R.function
    def main(img: R.Tensor((1, 3, 224, 224), "float32"), w: R.Tensor((32, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(img, w, strides=2, padding=1, out_layout="NHWC")
            z = R.nn.relu(y)
            R.output(z)
        return z


def main():
    return tvm.compile(Stem, target="llvm")


if __name__ == "__main__":
    log.info("job stem-nhwc starting")
    try:
        main()
    except Exception:
        log.exception("job stem-nhwc failed")
        sys.exit(2)
    log.info("job stem-nhwc done")
