# cause: tvm_legalize_skips_unknown_shape
# expect: R\.nn\.softmax
# env: TVM_BACKTRACE=1
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.compile")

import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    logits = relax.Var("logits", relax.TensorType(ndim=2, dtype="float32"))
    with bb.function("probs", [logits]):
        with bb.dataflow():
            p = bb.emit(relax.op.nn.softmax(logits, axis=-1))
            out = bb.emit_output(p)
        bb.emit_func_output(out)
    return tvm.compile(bb.get(), target="llvm")


if __name__ == "__main__":
    log.info("job softmax-anyshape starting")
    try:
        main()
    except Exception:
        log.exception("job softmax-anyshape failed")
        sys.exit(2)
    log.info("job softmax-anyshape done")
