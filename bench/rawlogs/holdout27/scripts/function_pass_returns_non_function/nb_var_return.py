# cause: function_pass_returns_non_function
# expect: Cannot convert from type
# capture: notebook
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

# %%
@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((8, 8), "int32"), y: R.Tensor((8, 8), "int32")):
        with R.dataflow():
            s = R.add(x, y)
            R.output(s)
        return s

# %%
@relax.transform.function_pass(opt_level=0, name="ReturnOutput")
class ReturnOutput:
    def transform_function(self, func, mod, ctx):
        seq = func.body
        # meant to rebuild the function around the output, returned the output var itself
        return seq.body

# %%
out = ReturnOutput()(Mod)
out.show()
