# cause: split-indices-not-sorted
# expect: _split[\s\S]*split_indices must be sorted
# capture: combined
# post: crlf
import tvm
from tvm.script import ir as I, relax as R

print(f"TVM version: {tvm.__version__}")

print("=" * 60)
print("building relax module")
print("=" * 60)

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 0, 5), dtype="float32")):
        with R.dataflow():
            parts = R.split(x, 3, axis=1)
            y = parts[1]
            R.output(y)
        return y


mod = Module


def run(mod):
    target = tvm.target.Target("llvm")
    ex = tvm.compile(mod, target=target)
    return ex


run(mod)
