# cause: bitwise_op_accepts_float
# expect: >> operator|right shift
# capture: pytest
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

def test_requant():
    mod = build(lambda q, s: relax.op.right_shift(q, s), [((32,), "float32"), ((32,), "float32")])
    tvm.compile(mod, "llvm")
