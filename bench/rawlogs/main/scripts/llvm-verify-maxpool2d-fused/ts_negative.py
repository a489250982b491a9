# cause: llvm-verify-maxpool2d-fused
# expect: LLVM module verification failed[\s\S]*Instruction does not dominate all uses
import warnings

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

@I.ir_module
class Module:
    @R.function
    def main(v7: R.Tensor((4, 1, 6, 4), dtype="float32")):
        with R.dataflow():
            v8 = R.nn.max_pool2d(v7, pool_size=[2, 2], strides=[1, 2])
            v9 = R.negative(v8)
            R.output(v9)
        return v9


mod = Module

with tvm.target.Target("llvm"):
    mod = relax.transform.LegalizeOps()(mod)
    mod = relax.transform.AnnotateTIROpPattern()(mod)
    mod = relax.transform.FuseOps()(mod)
    mod = relax.transform.FuseTIR()(mod)
ex = tvm.compile(mod, target="llvm")
