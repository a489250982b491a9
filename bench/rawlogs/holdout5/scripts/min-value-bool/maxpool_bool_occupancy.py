# cause: min-value-bool
# expect: Cannot decide min_value
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Occupancy:
    @R.function
    def main(grid: R.Tensor((1, 1, 16, 16), "bool")):
        with R.dataflow():
            coarse = R.nn.max_pool2d(grid, pool_size=(4, 4), strides=(4, 4))
            R.output(coarse)
        return coarse


Occupancy.show()
print("lowering occupancy grid ...")
lowered = relax.transform.LegalizeOps()(Occupancy)
print("ok")
