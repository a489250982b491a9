# cause: resize_zero_size_divzero
# expect: fb->value != 0.*Divide by zero
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

mod = build(lambda x: relax.op.image.resize2d(x, (0, 0)), [((1, 3, 64, 64), "float32")])
ex = tvm.compile(mod, "llvm")
