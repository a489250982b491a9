# cause: vm_arg_count_mismatch
# expect: expects 1 arguments
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

mod = build(lambda x: relax.op.add(x, x), [((4, 5), "float32")])
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
x = tvm.runtime.tensor(np.ones((4, 5), "float32"))
vm["main"](x, x)
