# cause: take-nan-mode-integer-data
# expect: _take[\s\S]*(Cannot convert NaN to BigInt|cannot make uint from negative value nan|NaN)
# capture: combined
import tvm
from tvm.script import ir as I, relax as R

print("=" * 60)
print("building relax module")
print("=" * 60)

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((7,), dtype="int16"), i: R.Tensor((7,), dtype="int64")):
        with R.dataflow():
            t = R.take(x, i, axis=0, mode="nan")
            y = R.add(t, x)
            R.output(y)
        return y


mod = Module


def run(mod):
    target = tvm.target.Target("llvm")
    ex = tvm.compile(mod, target=target)
    return ex


run(mod)
