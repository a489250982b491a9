# cause: bitwise_op_accepts_float
# expect: Expected integer or boolean argument for ~ operator
# capture: combined
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

# invert a float mask before feeding it to the kernel
mod = build(lambda m: relax.op.bitwise_not(m), [((16, 32), "float32")])
mod.show()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((16, 32), "float32"))))
