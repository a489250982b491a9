# cause: binary_op_distinct_symbolic_dims
# expect: R.subtract\(
# capture: combined
# compare cache contents with a reference of "the same" length
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Drift:
    @R.function
    def main(cache: R.Tensor((1, "L", 8), "float32"), new: R.Tensor((1, "s", 8), "float32"), ref: R.Tensor((1, "T", 8), "float32")):
        with R.dataflow():
            full = R.concat([cache, new], axis=1)
            d = R.subtract(full, ref)
            a = R.abs(d)
            m = R.max(a)
            R.output(m)
        return m


Drift.show()
ex = tvm.compile(Drift, target="llvm")
print("ok")
