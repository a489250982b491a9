# cause: binary_op_dtype_mismatch
# expect: Binary operators must have the same datatype
# env: TVM_BACKTRACE=1
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

mod = build(lambda ids, x: relax.op.add(ids, x), [((4,), "int64"), ((4,), "float32")])
