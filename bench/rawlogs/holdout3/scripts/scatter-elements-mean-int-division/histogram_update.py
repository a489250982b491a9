# cause: scatter-elements-mean-int-division
# expect: mean_func[\s\S]*TVM supports multiple types of integer divisions
import numpy as np
import tvm
from tvm import relax

R = relax.op
bb = relax.BlockBuilder()
hist = relax.Var("hist", relax.TensorType((16,), "int32"))
bins = relax.Var("bins", relax.TensorType((8,), "int64"))
vals = relax.Var("vals", relax.TensorType((8,), "int32"))
with bb.function("main", [hist, bins, vals]):
    with bb.dataflow():
        h = bb.emit_output(R.scatter_elements(hist, bins, vals, axis=0, reduction="mean"))
    bb.emit_func_output(h)
ex = tvm.compile(bb.get(), target="llvm")
