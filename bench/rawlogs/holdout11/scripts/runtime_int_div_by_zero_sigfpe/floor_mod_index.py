# cause: runtime_int_div_by_zero_sigfpe
# expect: Floating point exception
# capture: pytest
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

def test_wraparound_index():
    mod = build(lambda i, n: relax.op.floor_mod(i, n), [((3, 5), "int32"), ((3, 5), "int32")])
    ex = relax.build(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    idx = np.arange(15, dtype="int32").reshape(3, 5)
    n = np.zeros((3, 5), dtype="int32")
    vm["main"](tvm.runtime.tensor(idx), tvm.runtime.tensor(n))
