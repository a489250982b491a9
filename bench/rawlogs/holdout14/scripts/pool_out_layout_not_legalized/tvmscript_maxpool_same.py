# cause: pool_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import relax as R, ir as I

@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((1, 16, "h", "w"), "float32")):
        with R.dataflow():
            y = R.nn.max_pool2d(x, pool_size=(3, 3), strides=(1, 1), padding=(1, 1), layout="NCHW", out_layout="NHWC")
            R.output(y)
        return y

Pool.show()
ex = tvm.compile(Pool, target="llvm")
