# cause: llvm-cmp-bool
# expect: CreateGT
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Act:
    @R.function
    def main(x: R.Tensor((2, 3), "bool")):
        with R.dataflow():
            y = R.nn.relu(x)
            R.output(y)
        return y


for name, fn in Act.functions.items():
    print("function", name.name_hint, "->", fn.ret_ty)
mod = relax.transform.LegalizeOps()(Act)
print("legalized; building")
relax.build(mod, target="llvm")
