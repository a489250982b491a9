# cause: llvm-verify-maxpool2d-fused
# expect: LLVM module verification failed[\s\S]*Instruction does not dominate all uses
# capture: combined
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 1, 6, 4), dtype="float32")):
        with R.dataflow():
            p = R.nn.max_pool2d(x, pool_size=[2, 2], strides=[1, 2])
            y = R.nn.relu(p)
            R.output(y)
        return y


mod = Module

with tvm.target.Target("llvm"):
    mod = relax.transform.LegalizeOps()(mod)
    mod = relax.transform.AnnotateTIROpPattern()(mod)
    mod = relax.transform.FuseOps()(mod)
    mod = relax.transform.FuseTIR()(mod)
ex = tvm.compile(mod, target="llvm")
