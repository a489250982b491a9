# cause: lift_params_num_input_exceeds_params_segv
# expect: Segfault encountered|Segmentation fault
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

import faulthandler
faulthandler.enable()
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 8), "float32"))
w = relax.Var("w", relax.TensorType((8, 8), "float32"))
b = relax.Var("b", relax.TensorType((8,), "float32"))
with bb.function("main", [x, w, b], attrs={"num_input": 5}):
    with bb.dataflow():
        wt = bb.emit(relax.op.permute_dims(w))
        y = bb.emit(relax.op.add(relax.op.matmul(x, wt), b))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
print("attrs:", bb.get()["main"].attrs, flush=True)
mod = relax.transform.LiftTransformParams()(bb.get())
