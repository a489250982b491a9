# cause: vm_function_not_found
# expect: Module has no function 'forward'
# env: TVM_BACKTRACE=1
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

mod = build(lambda x: relax.op.tanh(x), [((4,), "float32")])
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
vm["forward"](tvm.runtime.tensor(np.zeros(4, "float32")))
