# cause: power_int_legalize
# expect: power only applies to float
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Strides:
    @R.function
    def main(levels: R.Tensor((6,), "int64")):
        with R.dataflow():
            s = R.power(R.const(2, "int64"), levels)
            R.output(s)
        return s


Strides.show()
seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])
print(seq(Strides))
