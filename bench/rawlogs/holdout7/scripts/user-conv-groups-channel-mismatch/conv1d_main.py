# cause: user-conv-groups-channel-mismatch
# expect: The channel size of the data should equal to the product of input channel size of the weight and the number of groups
import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    x = relax.Var("audio", relax.TensorType((1, 16, 400), "float32"))
    w = relax.Var("w", relax.TensorType((16, 4, 5), "float32"))
    with bb.function("main", [x, w]):
        bb.emit_func_output(bb.emit(relax.op.nn.conv1d(x, w, groups=2)))
    tvm.compile(bb.get(), "llvm")


main()
