# cause: pool-stride-zero
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R

print("building avg pool model ...")

@I.ir_module
class PoolNet:
    @R.function
    def main(x: R.Tensor((1, 8, 32, 32), "float32")):
        with R.dataflow():
            y = R.nn.avg_pool2d(x, pool_size=(2, 2), strides=(2, 0))
            z = R.nn.relu(y)
            R.output(z)
        return z

PoolNet.show()
lib = tvm.compile(PoolNet, target="llvm")
