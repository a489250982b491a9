# cause: runtime_int_div_by_zero_sigfpe
# expect: Floating point exception
# capture: combined
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax
print("tvm", tvm.__version__)

def build(fn, shapes, name="main"):
    bb = relax.BlockBuilder()
    params = [relax.Var(f"x{i}", relax.TensorType(s, d)) for i, (s, d) in enumerate(shapes)]
    with bb.function(name, params):
        with bb.dataflow():
            out = bb.emit_output(fn(*params))
        bb.emit_func_output(out)
    return bb.get()

mod = build(lambda a, b: relax.op.mod(a, b), [((2, 6), "int32"), ((6,), "int32")])
mod.show()
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.ones((2, 6), "int32")), tvm.runtime.tensor(np.zeros(6, "int32")))
print(res)
