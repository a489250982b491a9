# cause: adaptive-pool-zero-output-size
# expect: Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def squeeze_height(bb, feat):
    # collapse H completely, keep W=4 for the CTC head
    return bb.emit(relax.op.nn.adaptive_avg_pool2d(feat, output_size=(0, 4), layout="NHWC"))


def main():
    bb = relax.BlockBuilder()
    feat = relax.Var("feat", relax.TensorType((2, 8, 32, 64), "float32"))
    with bb.function("ocr_head", [feat]):
        with bb.dataflow():
            p = squeeze_height(bb, feat)
            out = bb.emit_output(p)
        bb.emit_func_output(out)
    relax.build(bb.get(), target="llvm")


main()
