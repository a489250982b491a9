# cause: conv2d-negative-output-shape
# expect: _nn_conv2d[\s\S]*lead to negative output shape
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((1, 6, 6, 3), dtype="float32"), w: R.Tensor((3, 3, 3, 8), dtype="float32")):
            with R.dataflow():
                y = R.nn.conv2d(x, w, dilation=4, data_layout="NHWC", kernel_layout="HWIO")
                R.output(y)
            return y


    mod = Module
    return mod


def main():
    print(f"TVM version: {tvm.__version__}")
    mod = build_module()
    print(mod.script())
    print("compiling ...", flush=True)
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
