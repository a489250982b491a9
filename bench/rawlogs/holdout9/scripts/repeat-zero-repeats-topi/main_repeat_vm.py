# cause: repeat-zero-repeats-topi
# expect: repeat only accepts `repeats >= 1`, but got repeats = 0
# capture: combined
import logging
import numpy as np
import tvm
from tvm import relax

logger = logging.getLogger("repro")


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logger.info("tvm %s", tvm.__version__)
    reps = int(np.array([0])[0])
    logger.info("repeats=%d", reps)
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 5), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.repeat(x, reps, axis=1))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    print(vm["main"](tvm.runtime.tensor(np.ones((2, 5), "float32"))))


if __name__ == "__main__":
    main()
