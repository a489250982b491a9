# cause: resize-zero-output-div0
# expect: Divide by zero
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Vol:
    @R.function
    def main(v: R.Tensor((1, 1, 4, 4, 4), "float32")):
        with R.dataflow():
            r = R.image.resize3d(v, size=(2, 0, 2), method="nearest_neighbor")
            R.output(r)
        return r


print(Vol)
mod = relax.transform.LegalizeOps()(Vol)
print(mod)
