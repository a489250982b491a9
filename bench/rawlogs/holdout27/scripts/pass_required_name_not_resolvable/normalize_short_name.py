# cause: pass_required_name_not_resolvable
# expect: Cannot use Normalize to create the pass
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        y = R.add(x, x)
        return y


@tvm.transform.module_pass(opt_level=0, name="DoubleToScale", required=["Normalize"])
def double_to_scale(mod, ctx):
    return mod


mod = tvm.transform.Sequential([double_to_scale])(Mod)
