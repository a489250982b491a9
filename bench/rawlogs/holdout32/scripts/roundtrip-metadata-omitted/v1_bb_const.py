# cause: roundtrip-metadata-omitted
# expect: Undefined variable: metadata
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 4), "float32"))
w = relax.const(np.random.rand(4, 3).astype("float32"))
b = relax.const(np.random.rand(3).astype("float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        h = bb.emit(relax.op.matmul(x, w))
        o = bb.emit_output(relax.op.add(h, b))
    bb.emit_func_output(o)
mod = bb.get()

with open("model.relax.py", "w") as f:
    f.write(mod.script())
with open("model.relax.py") as f:
    mod2 = tvm.script.from_source(f.read())
tvm.ir.assert_structural_equal(mod, mod2)
