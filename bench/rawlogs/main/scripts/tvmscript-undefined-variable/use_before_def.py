# cause: tvmscript-undefined-variable
# expect: Undefined variable: \w+
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R

print(f"TVM version: {tvm.__version__}")

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((3, 3), "float32")):
        b = R.add(a, c)
        c = R.exp(a)
        return b


mod = Module


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    return ex


run(mod)
