# cause: mean-zero-extent-divide
# expect: _te_mean[\s\S]*Divide by zero
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 0, 0), dtype="float16")):
        with R.dataflow():
            s = R.std(x, axis=[1, 2])
            R.output(s)
        return s


mod = Module

print(mod.script())


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    return ex


run(mod)
