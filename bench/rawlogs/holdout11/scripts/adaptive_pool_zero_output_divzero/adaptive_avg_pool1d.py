# cause: adaptive_pool_zero_output_divzero
# expect: Divide by zero
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

mod = build(lambda x: relax.op.nn.adaptive_avg_pool1d(x, 0), [((1, 4, 8), "float32")])
mod.show()
ex = tvm.compile(mod, "llvm")
