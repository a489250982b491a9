# cause: custom_legalize_returns_non_expr
# expect: Segfault encountered
# capture: combined
import tvm
from tvm import relax, topi
from tvm.script import ir as I, relax as R


def legalize_add(bb, call):
    lhs, rhs = call.args
    if lhs.ty.dtype == "float16":
        return bb.call_te(topi.add, lhs, rhs, primfunc_name_hint="add_fp16")
    # TODO: int8 path
    print("no custom kernel for", lhs.ty.dtype)


@I.ir_module
class Residual:
    @R.function
    def main(x: R.Tensor((1, 256), "float32"), y: R.Tensor((1, 256), "float32")):
        with R.dataflow():
            z = R.add(x, y)
            R.output(z)
        return z


print("running LegalizeOps")
mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.add": legalize_add})(Residual)
print(mod)
