# cause: pool-stride-zero-div0
# expect: Divide by zero
# capture: stderr
# env: TVM_BACKTRACE=1
from tvm.script import ir as I, relax as R


@I.ir_module
class Pool3:
    @R.function
    def main(x: R.Tensor((1, 2, 8, 8, 8), "float32")):
        with R.dataflow():
            y = R.nn.avg_pool3d(x, pool_size=(2, 2, 2), strides=(1, 0, 1), count_include_pad=True)
            R.output(y)
        return y


Pool3.show()
