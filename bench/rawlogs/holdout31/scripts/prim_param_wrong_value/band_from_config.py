# cause: prim_param_wrong_value
# expect: Cannot convert from type `ffi\.SmallStr` to `int`
# capture: notebook
# %%
import json

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Band:
    @R.function
    def band(x: R.Tensor((4, 4), "float32"), k: R.Prim("int64")):
        with R.dataflow():
            m = R.eye_like(x, k)
            y = R.multiply(x, m)
            R.output(y)
        return y


ex = tvm.compile(Band, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
cfg = json.loads('{"diag_offset": "-1", "size": 4}')
cfg

# %%
x = np.full((cfg["size"], cfg["size"]), 2.0, dtype="float32")
y = vm["band"](x, cfg["diag_offset"])
y.numpy()
