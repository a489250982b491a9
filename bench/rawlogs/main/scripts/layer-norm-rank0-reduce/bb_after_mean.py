# cause: layer-norm-rank0-reduce
# expect: _nn_layer_norm[\s\S]*Cannot reduce a 0 dim Tensor
# env: TVM_BACKTRACE=1
import warnings

import tvm
from tvm import relax

print("=" * 60)
print("building relax module")
print("=" * 60)

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 5), "float32"))
g = relax.Var("g", relax.TensorType((), "float32"))
b = relax.Var("b", relax.TensorType((), "float32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        m = bb.emit(relax.op.mean(x))
        y = bb.emit_output(relax.op.nn.layer_norm(m, g, b, axes=[]))
    bb.emit_func_output(y)
mod = bb.get()

print("compiling ...", flush=True)
mod = relax.transform.LegalizeOps()(mod)
