# cause: pass_config_strict_type
# expect: Expect config
# capture: notebook
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

# %%
# config as it comes out of our yaml loader (all scalars as strings)
loaded = {"relax.FuseOps.max_depth": "8", "tirx.noalias": "true"}
loaded

# %%
@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 2), "float32")):
        y = R.abs(x)
        return y

# %%
with tvm.transform.PassContext(opt_level=3, config=loaded):
    ex = tvm.compile(Mod, "llvm")
