# cause: bool-reduce-min-value
# expect: Cannot decide min_value for typeT?\.?bool
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print(f"TVM version: {tvm.__version__}")

@I.ir_module
class Module:
    @R.function
    def main(mask: R.Tensor((8, 2), dtype="bool")):
        with R.dataflow():
            i = R.argmax(mask, axis=0)
            R.output(i)
        return i


mod = Module

print(mod.script())
ex = relax.build(mod, target="llvm")
