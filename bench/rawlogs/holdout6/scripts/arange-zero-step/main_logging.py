# cause: arange-zero-step
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# post: truncate=0.6
import logging
import tvm
from tvm import relax
from tvm.relax import op

logging.basicConfig(level=logging.DEBUG, format="%(asctime)s %(levelname)s %(message)s")


def build(start, stop, step):
    logging.debug("arange(%s, %s, %s)", start, stop, step)
    bb = relax.BlockBuilder()
    n = relax.Var("n", relax.TensorType((4,), "int32"))
    with bb.function("main", [n]):
        with bb.dataflow():
            r = bb.emit(op.arange(start, stop, step, dtype="int32"))
            out = bb.emit_output(op.multiply(n, r))
        bb.emit_func_output(out)
    return tvm.compile(bb.get(), "llvm")


def main():
    build(0, 4, 1)
    logging.info("first build fine")
    build(4, 0, 0)


if __name__ == "__main__":
    main()
