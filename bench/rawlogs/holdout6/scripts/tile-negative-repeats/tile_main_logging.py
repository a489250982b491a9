# cause: tile-negative-repeats
# expect: std::bad_alloc
import logging
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op

log = logging.getLogger("tiler")
logging.basicConfig(level=logging.INFO)


def main():
    reps = [2, 1 - 3, 1]
    log.info("repeats from config: %s", reps)
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 2, 2), "float16"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(op.tile(x, reps))
            out = bb.emit_output(op.add(y, y))
        bb.emit_func_output(out)
    ex = relax.build(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    log.info("running")
    vm["main"](tvm.runtime.tensor(np.ones((1, 2, 2), "float16")))


main()
