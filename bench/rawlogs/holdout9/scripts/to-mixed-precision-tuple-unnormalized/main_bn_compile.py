# cause: to-mixed-precision-tuple-unnormalized
# expect: The type is not populated, check if you have normalized the expr
# env: TVM_BACKTRACE=1
import logging
import numpy as np
import tvm
from tvm import relax

logger = logging.getLogger("repro")


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logger.info("tvm %s", tvm.__version__)
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 8, 14, 14), "float32"))
    params = [relax.const(np.ones((8,), "float32")), relax.const(np.zeros((8,), "float32")),
              relax.const(np.zeros((8,), "float32")), relax.const(np.ones((8,), "float32"))]
    w = relax.const(np.random.RandomState(0).rand(8, 8, 1, 1).astype("float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.conv2d(x, w))
            bn = bb.emit(relax.op.nn.batch_norm(y, *params, axis=1))
            out = bb.emit_output(relax.TupleGetItem(bn, 0))
        bb.emit_func_output(out)
    mod = bb.get()
    logger.info("converting to fp16")
    mod = relax.transform.ToMixedPrecision(out_dtype="float16")(mod)
    logger.info("compiling")
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
