# cause: runtime_int_div_by_zero_sigfpe
# expect: Fatal Python error: Floating point exception
# env: PYTHONFAULTHANDLER=1
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

mod = build(lambda a, b: relax.op.floor_divide(a, b), [((8,), "int32"), ((8,), "int32")])
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
counts = np.arange(8, dtype="int32")
buckets = np.zeros(8, dtype="int32")  # not filled in yet
print(vm["main"](tvm.runtime.tensor(counts), tvm.runtime.tensor(buckets)))
