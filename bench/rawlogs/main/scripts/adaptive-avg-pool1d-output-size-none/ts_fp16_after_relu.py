# cause: adaptive-avg-pool1d-output-size-none
# expect: _nn_adaptive_avg_pool1d[\s\S]*Cannot convert from type `ir\.\w+` to `Array<ir\.Expr>`
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R

print(f"TVM version: {tvm.__version__}")

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 2, 5), dtype="float16")):
        with R.dataflow():
            r = R.nn.relu(x)
            y = R.nn.adaptive_avg_pool1d(r, output_size=None)
            R.output(y)
        return y


mod = Module

print(mod.script())
ex = tvm.compile(mod, target="llvm")
