# cause: llvm-verify-maxpool2d-fused
# expect: LLVM module verification failed[\s\S]*Instruction does not dominate all uses
# env: TVM_BACKTRACE=1
import logging

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(feat: R.Tensor((4, 1, 6, 4), dtype="float32")):
            with R.dataflow():
                p = R.nn.max_pool2d(feat, pool_size=[2, 2], strides=[1, 2])
                y = R.abs(p)
                R.output(y)
            return y


    mod = Module
    return mod


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    mod = build_module()
    print(mod.script())

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
