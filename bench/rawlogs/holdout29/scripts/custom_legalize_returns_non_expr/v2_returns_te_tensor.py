# cause: custom_legalize_returns_non_expr
# expect: ObjectFunctor calls un-registered function on type ir.OpaqueType
# capture: combined
import tvm
from tvm import relax, te, topi
from tvm.script import ir as I, relax as R


@I.ir_module
class Act:
    @R.function
    def main(x: R.Tensor((8, 8), "float32")):
        with R.dataflow():
            y = R.sigmoid(x)
            R.output(y)
        return y


def hard_sigmoid(bb, call):
    ty = call.args[0].ty
    shape = [int(s) for s in ty.shape]
    data = te.placeholder(shape, ty.dtype, name="data")
    return topi.clip(data * 0.2 + 0.5, 0.0, 1.0)


print("legalizing with hard_sigmoid")
mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.sigmoid": hard_sigmoid})(Act)
mod.show()
