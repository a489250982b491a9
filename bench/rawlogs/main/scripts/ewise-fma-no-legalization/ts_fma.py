# cause: ewise-fma-no-legalization
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*R\.ewise_fma
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print(f"TVM version: {tvm.__version__}")

print("=" * 60)
print("building relax module")
print("=" * 60)

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((8,), dtype="float32"), scale: R.Tensor((8,), dtype="float32"), shift: R.Tensor((8,), dtype="float32")):
        with R.dataflow():
            y = R.ewise_fma(x, scale, shift)
            R.output(y)
        return y


mod = Module

print("compiling ...", flush=True)


def run(mod):
    ex = relax.build(mod, target="llvm")
    return ex


run(mod)
