# cause: arange-infer-zero-step
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
import logging
import numpy as np
import tvm
from tvm import relax

logger = logging.getLogger("repro")


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logger.info("tvm %s", tvm.__version__)
    start, stop, n = 0.0, 2.0, 0
    step = (stop - start) / max(n, 1) if n else 0.0
    logger.info("arange(%s, %s, %s)", start, stop, step)
    bb = relax.BlockBuilder()
    with bb.function("main", []):
        with bb.dataflow():
            g = bb.emit(relax.op.arange(start, stop, step, dtype="float32"))
            gv = bb.emit_output(g)
        bb.emit_func_output(gv)


if __name__ == "__main__":
    main()
