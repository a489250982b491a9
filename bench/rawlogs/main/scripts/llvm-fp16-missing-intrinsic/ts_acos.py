# cause: llvm-fp16-missing-intrinsic
# expect: unknown intrinsic[\s\S]*tirx\.(asin|acos|atan|sinh|cosh)
import warnings

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print(f"TVM version: {tvm.__version__}")
warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float16")):
        with R.dataflow():
            y = R.acos(x)
            R.output(y)
        return y


mod = Module

print(mod.script())
print("compiling ...", flush=True)


def run(mod):
    ex = relax.build(mod, target="llvm")
    return ex


run(mod)
