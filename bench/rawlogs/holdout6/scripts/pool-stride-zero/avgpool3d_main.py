# cause: pool-stride-zero
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# env: TVM_BACKTRACE=1
import logging
import tvm
from tvm import relax
from tvm.relax import op

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
log = logging.getLogger("vol")


def make_model(stride):
    bb = relax.BlockBuilder()
    v = relax.Var("volume", relax.TensorType((1, 1, 8, 8, 8), "float32"))
    with bb.function("main", [v]):
        with bb.dataflow():
            p = bb.emit(op.nn.avg_pool3d(v, pool_size=(2, 2, 2), strides=stride))
            out = bb.emit_output(p)
        bb.emit_func_output(out)
    return bb.get()


def main():
    for s in [(2, 2, 2), (1, 0, 1)]:
        log.info("building with strides=%s", s)
        mod = make_model(s)
        tvm.compile(mod, target="llvm")
        log.info("ok")


if __name__ == "__main__":
    main()
