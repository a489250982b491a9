# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype
# capture: combined
# post: crlf
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

mod = build(lambda x, m: relax.op.where(m, x, relax.op.zeros_like(x)), [((6,), "float32"), ((6,), "bool")])
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
x = tvm.runtime.tensor(np.arange(6, dtype="float32"))
m = tvm.runtime.tensor(np.array([1, 0, 1, 0, 1, 0], dtype="uint8"))
print("running masked select")
vm["main"](x, m)
