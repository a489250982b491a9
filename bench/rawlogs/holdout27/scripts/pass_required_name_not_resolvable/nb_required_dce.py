# cause: pass_required_name_not_resolvable
# expect: Cannot use DeadCodeElimination to create the pass
# capture: notebook
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

# %%
@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        with R.dataflow():
            unused = R.exp(x)
            y = R.negative(x)
            R.output(y)
        return y

# %%
@tvm.transform.module_pass(opt_level=0, name="CountBindings", required=["DeadCodeElimination"])
def count_bindings(mod, ctx):
    n = len(mod["main"].body.blocks[0].bindings)
    print("bindings:", n)
    return mod

# %%
tvm.transform.Sequential([count_bindings])(Mod)
