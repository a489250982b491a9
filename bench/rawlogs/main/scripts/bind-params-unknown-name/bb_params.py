# cause: bind-params-unknown-name
# expect: bind_params\.cc[\s\S]*Function does not have parameter with name
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
inp = relax.Var("inp", relax.TensorType((3, 3), "float32"))
kernel = relax.Var("kernel", relax.TensorType((3, 3), "float32"))
with bb.function("main", [inp, kernel]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.matmul(inp, kernel))
    bb.emit_func_output(out)
mod = bb.get()

print("compiling ...", flush=True)
mod = relax.transform.BindParams("main", {'kernel0': np.eye(3, dtype='float32')})(mod)
