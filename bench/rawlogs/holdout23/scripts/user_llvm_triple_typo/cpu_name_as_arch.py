# cause: user_llvm_triple_typo
# expect: No available targets are compatible with triple "cortex-a53-linux-gnueabihf"
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((1, 32, 16, 16), "float32")):
        with R.dataflow():
            y = R.nn.avg_pool2d(x, pool_size=(2, 2), strides=(2, 2))
            R.output(y)
        return y


target = tvm.target.Target({"kind": "llvm", "mtriple": "cortex-a53-linux-gnueabihf", "mfloat-abi": "hard"})
ex = tvm.compile(Pool, target=target)
