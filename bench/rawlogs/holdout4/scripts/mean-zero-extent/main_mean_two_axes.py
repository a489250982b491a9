# cause: mean-zero-extent
# expect: Divide by zero
# capture: stderr
# env: TVM_BACKTRACE=1
# post: truncate=0.6
import logging
import numpy as np
import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
log = logging.getLogger("reduce-bench")


def main():
    shapes = [(2, 3, 5), (2, 3, 0)]
    for shp in shapes:
        bb = relax.BlockBuilder()
        x = relax.Var("x", relax.TensorType(shp, "float32"))
        with bb.function("main", [x]):
            with bb.dataflow():
                y = bb.emit(relax.op.mean(x, axis=[0, 2]))
                out = bb.emit_output(relax.op.multiply(y, relax.const(2.0, "float32")))
            bb.emit_func_output(out)
        log.info("building mean over axes (0, 2) for shape %s", shp)
        ex = tvm.compile(bb.get(), target="llvm")
        vm = relax.VirtualMachine(ex, tvm.cpu())
        res = vm["main"](tvm.runtime.tensor(np.ones(shp, "float32"))).numpy()
        log.info("result shape %s", res.shape)


if __name__ == "__main__":
    main()
