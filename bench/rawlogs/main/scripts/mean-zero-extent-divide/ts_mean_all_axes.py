# cause: mean-zero-extent-divide
# expect: _te_mean[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
import warnings

import tvm
from tvm.script import ir as I, relax as R

print("=" * 60)
print("building relax module")
print("=" * 60)

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 0), dtype="float64")):
        with R.dataflow():
            t = R.tanh(x)
            y = R.mean(t)
            R.output(y)
        return y


mod = Module


def run(mod):
    target = tvm.target.Target("llvm")
    ex = tvm.compile(mod, target=target)
    return ex


run(mod)
