# cause: split-indices-not-sorted
# expect: _split[\s\S]*split_indices must be sorted
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Module:
    @R.function
    def main(seq: R.Tensor((1, 12, 3), dtype="float16")):
        with R.dataflow():
            parts = R.split(seq, [8, 2], axis=1)
            y = parts[2]
            R.output(y)
        return y


mod = Module

print("compiling ...", flush=True)


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    return ex


run(mod)
