# cause: tvm_ewise_fma_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.compile")

import numpy as np
import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((64, 64), "float32"))
    b = relax.Var("b", relax.TensorType((64, 64), "float32"))
    c = relax.Var("c", relax.TensorType((64, 64), "float32"))
    with bb.function("fused_axpy", [a, b, c]):
        with bb.dataflow():
            y = bb.emit(relax.op.ewise_fma(a, b, c))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    t = tvm.runtime.tensor(np.ones((64, 64), "float32"))
    return vm["fused_axpy"](t, t, t)


if __name__ == "__main__":
    log.info("job axpy starting")
    try:
        main()
    except Exception:
        log.exception("job axpy failed")
        sys.exit(2)
    log.info("job axpy done")
