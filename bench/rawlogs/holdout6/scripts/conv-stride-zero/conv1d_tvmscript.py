# cause: conv-stride-zero
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# env: TVM_BACKTRACE=1
# post: crlf
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Audio:
    @R.function
    def main(x: R.Tensor((1, 1, 160), "float32"), w: R.Tensor((4, 1, 5), "float32")):
        with R.dataflow():
            y = R.nn.conv1d(x, w, strides=0)
            R.output(y)
        return y


if __name__ == "__main__":
    tvm.compile(Audio, "llvm")
