# cause: repeat_zero_legalize
# expect: repeats >= 1
# capture: combined
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

n_rep = 32 // 64  # num_heads // num_kv_heads (wrong order)
print("n_rep =", n_rep)
mod = build(lambda k: relax.op.repeat(k, n_rep, axis=2), [((1, 16, 8, 64), "float16")])
mod = relax.get_pipeline("zero")(mod)
