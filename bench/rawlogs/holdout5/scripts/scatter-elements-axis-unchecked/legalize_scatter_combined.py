# cause: scatter-elements-axis-unchecked
# expect: Index out of range
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Upd:
    @R.function
    def main(x: R.Tensor((4, 4, 4), "float16"), i: R.Tensor((4, 4, 1), "int32"), u: R.Tensor((4, 4, 1), "float16")):
        with R.dataflow():
            y = R.scatter_elements(x, i, u, axis=3, reduction="max")
            R.output(y)
        return y


print(Upd["main"].ret_ty)
mod = relax.transform.LegalizeOps()(Upd)
print(mod)
