# cause: fresh-globalvar-same-name
# expect: same_as\(var\)\) is false
# capture: notebook
# %%
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((3, 3), "float32")) -> R.Tensor((3, 3), "float32"):
        return R.add(x, x)

# %%
mod = Model.clone()
for name in ["main"]:
    func = mod[name].with_attr("relax.force_pure", True)
    mod[relax.GlobalVar(name)] = func
mod
