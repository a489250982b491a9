# cause: llvm-fp16-missing-intrinsic
# expect: unknown intrinsic[\s\S]*tirx\.(asin|acos|atan|sinh|cosh)
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("m", 2), dtype="float16")):
        m = T.int64()
        with R.dataflow():
            a = R.acos(x)
            y = R.isnan(a)
            R.output(y)
        return y


mod = Module

print("compiling ...", flush=True)
ex = relax.build(mod, target="llvm")
