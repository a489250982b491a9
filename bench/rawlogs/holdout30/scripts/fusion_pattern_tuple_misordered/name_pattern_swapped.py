# cause: fusion_pattern_tuple_misordered
# expect: Mismatched type on argument #1 when calling: `relax\.transform\.FusionPattern
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((4, 64, 16, 16), "float32")) -> R.Tensor((4, 64, 8, 8), "float32"):
        with R.dataflow():
            y = R.nn.relu(x)
            z = R.nn.max_pool2d(y, pool_size=[2, 2], strides=[2, 2])
            R.output(z)
        return z


PATTERNS = {
    "mylib.relu_maxpool": is_op("relax.nn.max_pool2d")(is_op("relax.nn.relu")(wildcard())),
    "mylib.maxpool": is_op("relax.nn.max_pool2d")(wildcard()),
}

entries = [(pat, name) for name, pat in PATTERNS.items()]
mod = relax.transform.FuseOpsByPattern(entries)(Pool)
print(mod)
