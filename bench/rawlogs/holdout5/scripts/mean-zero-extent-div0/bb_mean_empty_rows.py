# cause: mean-zero-extent-div0
# expect: Divide by zero
# capture: stderr
"""Column means of a feature matrix; the batch can be empty when the filter drops everything."""
import json
import logging

import numpy as np
import tvm
from tvm import relax

logging.basicConfig(format="%(levelname)s:%(name)s:%(message)s")
log = logging.getLogger("features")

try:
    with open("feature_filter.json") as f:
        N_KEPT = json.load(f)["kept"]
except Exception:
    log.exception("could not read the filter summary, assuming nothing was kept")
    N_KEPT = 0
FEATURES = 16

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([N_KEPT, FEATURES], "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        m = bb.emit(relax.op.mean(x, axis=[0]))
        out = bb.emit_output(m)
    bb.emit_func_output(out)

mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros((N_KEPT, FEATURES), "float32"))))
