# cause: layer-norm-rank0-reduce
# expect: _nn_layer_norm[\s\S]*Cannot reduce a 0 dim Tensor
import logging

import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((), "float32"))
g = relax.Var("g", relax.TensorType((), "float32"))
b = relax.Var("b", relax.TensorType((), "float32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.layer_norm(x, g, b, axes=[]))
    bb.emit_func_output(y)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
