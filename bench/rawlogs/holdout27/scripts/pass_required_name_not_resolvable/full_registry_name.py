# cause: pass_required_name_not_resolvable
# expect: Mismatched number of arguments when calling: `relax.transform.LegalizeOps
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((8, 8), "float32"), y: R.Tensor((8, 8), "float32")):
        with R.dataflow():
            z = R.matmul(x, y)
            R.output(z)
        return z


# the short name failed ("Cannot use LegalizeOps..."), so use the registry name
@tvm.transform.module_pass(opt_level=0, name="CheckAllCallTIR", required=["relax.transform.LegalizeOps"])
def check_all_call_tir(mod, ctx):
    print(mod)
    return mod


with tvm.transform.PassContext(opt_level=3):
    out = tvm.transform.Sequential([check_all_call_tir])(Mod)
