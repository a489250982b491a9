# cause: tvm_conv2d_out_layout_not_legalized
# expect: CodeGenVM cannot emit
# capture: pytest-short
import logging

log = logging.getLogger("mlplat.ci")

import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 32, 28, 28), "float32"))
    w = relax.Var("w", relax.TensorType((32, 1, 3, 3), "float32"))
    with bb.function("dw", [x, w]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.conv2d(x, w, padding=1, groups=32, out_layout="NHWC"))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    tvm.compile(bb.get(), target="llvm")


def test_depthwise_channels_last(caplog):
    caplog.set_level(logging.INFO)
    log.info("building depthwise_channels_last")
    main()
