# cause: conv2d-zero-stride-infer
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import relax as R


def make_module(stride):
    @tvm.script.ir_module
    class Net:
        @R.function
        def main(x: R.Tensor((1, 4, 16, 16), "float32"), w: R.Tensor((4, 4, 1, 1), "float32")):
            with R.dataflow():
                y = R.nn.conv2d(x, w, strides=(stride, stride))
                R.output(y)
            return y
    return Net


def main():
    for s in (2, 1, 0):
        print(f"building with stride={s}")
        mod = make_module(s)
        ex = relax.build(mod, target="llvm")
        print("ok", s)


if __name__ == "__main__":
    main()
