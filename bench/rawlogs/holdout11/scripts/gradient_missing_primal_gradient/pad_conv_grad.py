# cause: gradient_missing_primal_gradient
# expect: FPrimalGradient has not been registered for relax.nn.pad
# capture: pytest-native
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

def test_pad_grad():
    mod = build(lambda x: relax.op.sum(relax.op.nn.pad(x, [0, 0, 0, 0, 1, 1, 1, 1])), [((1, 3, 8, 8), "float32")])
    seq = tvm.transform.Sequential([relax.transform.Normalize(), relax.transform.Gradient("main")])
    seq(mod)
