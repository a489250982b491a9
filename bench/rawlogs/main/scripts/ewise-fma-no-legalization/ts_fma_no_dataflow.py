# cause: ewise-fma-no-legalization
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*R\.ewise_fma
import tvm
from tvm.script import ir as I, relax as R

print("=" * 60)
print("building relax module")
print("=" * 60)

@I.ir_module
class Module:
    @R.function
    def main(p: R.Tensor((5,), dtype="float32"), q: R.Tensor((5,), dtype="float32"), r: R.Tensor((5,), dtype="float32")):
        y = R.ewise_fma(p, q, r)
        return y


mod = Module

ex = tvm.compile(mod, target="llvm")
