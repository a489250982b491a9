# cause: custom_pipeline_missing_legalize
# expect: CodeGenVM cannot emit
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Pad:
    @R.function
    def main(x: R.Tensor((1, 3, 6, 6), "float32")):
        with R.dataflow():
            y = R.nn.pad(x, pad_width=[0, 0, 0, 0, 1, 1, 1, 1], pad_mode="reflect")
            R.output(y)
        return y
# %%
mod = relax.transform.FoldConstant()(Pad)
ex = relax.build(mod, target="llvm", relax_pipeline=relax.transform.ToNonDataflow())
