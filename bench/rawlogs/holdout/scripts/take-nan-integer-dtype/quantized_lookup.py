# cause: take-nan-integer-dtype
# expect: _take[\s\S]*ValueError: Cannot convert NaN to BigInt
# capture: combined
# env: TVM_BACKTRACE=1
"""int8 embedding lookup; out-of-range ids should come back as a sentinel instead of wrapping."""
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Lookup:
    @R.function
    def main(emb: R.Tensor((32, 16), "int8"), ids: R.Tensor((2, 5), "int64")) -> R.Tensor((2, 5, 16), "int8"):
        with R.dataflow():
            out = R.take(emb, ids, axis=0, mode="nan")
            R.output(out)
        return out


print(Lookup.script())
print("compiling", flush=True)
ex = tvm.compile(Lookup, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](np.ones((32, 16), "int8"), np.array([[0, 1, 2, 3, 40]] * 2, "int64")))
