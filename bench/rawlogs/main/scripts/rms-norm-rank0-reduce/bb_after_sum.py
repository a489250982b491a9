# cause: rms-norm-rank0-reduce
# expect: _nn_rms_norm[\s\S]*Cannot reduce a 0 dim Tensor
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 8), "float32"))
w = relax.Var("w", relax.TensorType((), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        s = bb.emit(relax.op.sum(x))
        y = bb.emit_output(relax.op.nn.rms_norm(s, w, axes=[]))
    bb.emit_func_output(y)
mod = bb.get()


def run(mod):
    mod = relax.transform.LegalizeOps()(mod)
    return mod


run(mod)
