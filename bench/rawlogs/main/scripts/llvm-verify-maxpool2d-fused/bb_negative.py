# cause: llvm-verify-maxpool2d-fused
# expect: LLVM module verification failed[\s\S]*Instruction does not dominate all uses
# capture: combined
# env: TVM_BACKTRACE=1
import logging

import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 1, 6, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            p = bb.emit(relax.op.nn.max_pool2d(x, pool_size=[2, 2], strides=[1, 2]))
            y = bb.emit_output(relax.op.negative(p))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    mod = build_module()

    passes = tvm.transform.Sequential([
        relax.transform.LegalizeOps(),
        relax.transform.AnnotateTIROpPattern(),
        relax.transform.FoldConstant(),
        relax.transform.FuseOps(),
        relax.transform.FuseTIR(),
    ])
    with tvm.target.Target("llvm"):
        mod = passes(mod)
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
