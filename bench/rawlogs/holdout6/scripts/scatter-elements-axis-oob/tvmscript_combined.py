# cause: scatter-elements-axis-oob
# expect: Index out of range
# capture: combined
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Upd:
    @R.function
    def main(x: R.Tensor((8,), "float32"), i: R.Tensor((3,), "int32"), u: R.Tensor((3,), "float32")):
        with R.dataflow():
            y = R.scatter_elements(x, i, u, axis=1, reduction="add")
            R.output(y)
        return y


print("inferred:", Upd["main"].ret_ty)
tvm.compile(Upd, "llvm")
