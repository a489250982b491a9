# cause: user-split-zero-sections
# expect: Split op expects the input number of sections to be a positive integer
import logging
import tvm
from tvm import relax
from tvm.relax import op

logging.basicConfig(level=logging.WARNING)


def main(num_chunks):
    if num_chunks < 1:
        logging.warning("num_chunks=%d looks wrong, continuing anyway", num_chunks)
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 12), "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            p = bb.emit(op.split(x, num_chunks, axis=-1))
            out = bb.emit_output(op.concat([p[0], p[0]], axis=0))
        bb.emit_func_output(out)
    tvm.compile(bb.get(), "llvm")


main(0)
