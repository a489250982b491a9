# cause: avgpool_bool_accum
# expect: CreateAdd|Check failed
# env: TVM_BACKTRACE=1
# post: crlf
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Voxel:
    @R.function
    def main(v: R.Tensor((1, 2, 8, 8, 8), "bool")):
        with R.dataflow():
            y = R.nn.avg_pool3d(v, pool_size=[2, 2, 2], strides=[2, 2, 2])
            R.output(y)
        return y


lib = relax.build(Voxel, target="llvm")
