# cause: logical-op-non-bool-operands
# expect: Expected boolean argument as LHS of \|\| operator
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Any:
    @R.function
    def main(a: R.Tensor((3, 3), "float32"), b: R.Tensor((3, 3), "float32")):
        with R.dataflow():
            c = R.logical_or(a, b)
            d = R.sum(R.astype(c, "int32"))
            R.output(d)
        return d


print("type of c:", Any["main"].body.blocks[0].bindings[0].var.ty)
ex = relax.build(Any, target="llvm")
