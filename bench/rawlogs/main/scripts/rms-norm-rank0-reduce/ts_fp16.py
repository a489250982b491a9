# cause: rms-norm-rank0-reduce
# expect: _nn_rms_norm[\s\S]*Cannot reduce a 0 dim Tensor
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R

print("=" * 60)
print("building relax module")
print("=" * 60)

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="float16"), w: R.Tensor((), dtype="float16")):
        with R.dataflow():
            y = R.nn.rms_norm(x, w, axes=[])
            R.output(y)
        return y


mod = Module

print(mod.script())


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    return ex


run(mod)
