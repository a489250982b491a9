# cause: c_target_fabs_no_lowering_rule
# expect: Unresolved call
# capture: notebook
# %%
import tvm
from tvm.script import ir as I, relax as R
# %%
@I.ir_module
class Check:
    @R.function
    def main(x: R.Tensor((256,), "float64")):
        with R.dataflow():
            ok = R.isfinite(x)
            R.output(ok)
        return ok
# %%
ex = tvm.compile(Check, target=tvm.target.Target("c"))
