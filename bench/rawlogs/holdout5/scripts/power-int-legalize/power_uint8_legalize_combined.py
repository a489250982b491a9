# cause: power-int-legalize
# expect: power only applies to float
# capture: combined
import warnings

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

warnings.simplefilter("always")
warnings.warn("uint8 gamma table is an approximation", UserWarning)


@I.ir_module
class Gamma:
    @R.function
    def main(x: R.Tensor((256,), "uint8"), g: R.Tensor((256,), "uint8")):
        with R.dataflow():
            y = R.power(x, g)
            R.output(y)
        return y


mod = relax.transform.LegalizeOps()(Gamma)
mod.show()
