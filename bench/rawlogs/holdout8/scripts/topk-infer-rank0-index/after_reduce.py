# cause: topk-infer-rank0-index
# expect: IndexError: Index -1 out of bounds 0
# env: TVM_BACKTRACE=1
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
x = relax.Var("x", R.Tensor((6,), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        m = bb.emit(relax.op.max(x))
        t = bb.emit(relax.op.topk(m, k=1, largest=False))
        o = bb.emit_output(t)
    bb.emit_func_output(o)
