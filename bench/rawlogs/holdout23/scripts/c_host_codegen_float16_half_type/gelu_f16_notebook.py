# cause: c_host_codegen_float16_half_type
# expect: was not declared in this scope
# capture: notebook
# %%
import tvm
from tvm.script import ir as I, relax as R

import os
WORKDIR = "build"
os.makedirs(WORKDIR, exist_ok=True)
# %%
@I.ir_module
class Act:
    @R.function
    def main(x: R.Tensor((8, 128), "float16")):
        with R.dataflow():
            y = R.nn.gelu(x)
            R.output(y)
        return y
# %%
ex = tvm.compile(Act, target=tvm.target.Target("c"))
ex.export_library("gelu_f16.so", workspace_dir=WORKDIR)
