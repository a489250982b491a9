# cause: vm_function_not_found
# expect: Module has no function|has no function
# capture: pytest-native
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

def test_bench():
    mod = build(lambda x: relax.op.exp(x), [((128,), "float32")], name="run")
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    x = tvm.runtime.tensor(np.zeros(128, "float32"))
    vm["main"](x)
