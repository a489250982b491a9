# cause: tvm_power_int_dtype_unsupported
# expect: power only applies to float
# post: truncate=0.6
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.kernels")

import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    base = relax.Var("base", relax.TensorType((32,), "int32"))
    exp = relax.Var("exp", relax.TensorType((32,), "int32"))
    with bb.function("ipow", [base, exp]):
        with bb.dataflow():
            y = bb.emit(relax.op.power(base, exp))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return tvm.compile(bb.get(), target="llvm")


if __name__ == "__main__":
    log.info("job int-pow starting")
    try:
        main()
    except Exception:
        log.exception("job int-pow failed")
        sys.exit(2)
    log.info("job int-pow done")
