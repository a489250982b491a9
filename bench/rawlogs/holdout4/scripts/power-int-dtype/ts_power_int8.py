# cause: power-int-dtype
# expect: IsFloatType
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Sq:
    @R.function
    def main(x: R.Tensor((2, 8), "int8"), e: R.Tensor((2, 8), "int8")):
        with R.dataflow():
            y = R.power(x, e)
            R.output(y)
        return y


print(Sq["main"].ret_ty)
mod = relax.get_pipeline("zero")(Sq)
print("pipeline done")
