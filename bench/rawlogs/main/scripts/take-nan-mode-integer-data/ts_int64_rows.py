# cause: take-nan-mode-integer-data
# expect: _take[\s\S]*(Cannot convert NaN to BigInt|cannot make uint from negative value nan|NaN)
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Module:
    @R.function
    def main(table: R.Tensor((10, 4), dtype="int64"), ids: R.Tensor((2,), dtype="int32")):
        with R.dataflow():
            y = R.take(table, ids, axis=0, mode="nan")
            R.output(y)
        return y


mod = Module

print(mod.script())
print("compiling ...", flush=True)
ex = relax.build(mod, target="llvm")
