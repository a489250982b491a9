# cause: convertlayout-pool2d-desired-layout
# expect: NoDesiredLayout\(call, desired_layouts\)
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

import traceback
try:
    cfg = {"opt_level": 3}
    _ = cfg["target_host"]
except KeyError:
    print("warning: config lookup failed, falling back to defaults")
    traceback.print_exc()

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((1, 3, 16, 16), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.avg_pool2d(x, pool_size=(2, 2), strides=(2, 2), count_include_pad=True))
        o = bb.emit_output(p)
    bb.emit_func_output(o)
mod = relax.transform.ConvertLayout({"relax.nn.avg_pool2d": ["NHWC", "NHWC"]})(bb.get())
ex = tvm.compile(mod, "llvm")
