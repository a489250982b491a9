# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype float32 but get float64
import numpy as np
import tvm
from tvm import relax

def build(fn, shapes, name="main"):
    bb = relax.BlockBuilder()
    params = [relax.Var(f"x{i}", relax.TensorType(s, d)) for i, (s, d) in enumerate(shapes)]
    with bb.function(name, params):
        with bb.dataflow():
            out = bb.emit_output(fn(*params))
        bb.emit_func_output(out)
    return bb.get()

import traceback
try:
    tvm.device("cuda", 0).compute_version
except Exception:
    traceback.print_exc()
mod = build(lambda x: relax.op.sigmoid(x), [((3, 3), "float32")])
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
x = np.random.RandomState(0).randn(3, 3)  # numpy default float64
vm["main"](tvm.runtime.tensor(x))
