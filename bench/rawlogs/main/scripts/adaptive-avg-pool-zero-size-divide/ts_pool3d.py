# cause: adaptive-avg-pool-zero-size-divide
# expect: _nn_adaptive_avg_pool[123]d[\s\S]*Divide by zero
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


@I.ir_module
class Module:
    @R.function
    def main(vol: R.Tensor((1, 2, 0, 4, 4), dtype="float32")):
        with R.dataflow():
            y = R.nn.adaptive_avg_pool3d(vol, output_size=(1, 2, 2))
            R.output(y)
        return y


mod = Module

print("compiling ...", flush=True)


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    return ex


run(mod)
