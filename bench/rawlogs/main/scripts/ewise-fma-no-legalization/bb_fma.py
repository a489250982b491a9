# cause: ewise-fma-no-legalization
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*R\.ewise_fma
# capture: combined
import logging
import traceback
import warnings

import numpy as np
import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

try:
    sample = np.arange(10, dtype="float32").reshape(3, 4)
except ValueError:
    traceback.print_exc()
    sample = None

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((2, 3), "float32"))
b = relax.Var("b", relax.TensorType((2, 3), "float32"))
c = relax.Var("c", relax.TensorType((2, 3), "float32"))
with bb.function("main", [a, b, c]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.ewise_fma(a, b, c))
    bb.emit_func_output(y)
mod = bb.get()


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    return ex


run(mod)
