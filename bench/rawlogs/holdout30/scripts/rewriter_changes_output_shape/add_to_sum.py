# cause: rewriter_changes_output_shape
# expect: shapes \(2, 16, 16\), \(1, 16, 16, 16\) mismatch
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, rewrite_call, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class Merge:
    @R.function
    def main(
        a: R.Tensor((1, 16, 16, 16), "float32"), b: R.Tensor((1, 16, 16, 16), "float32")
    ) -> R.Tensor((1, 16, 16, 16), "float32"):
        with R.dataflow():
            s = R.add(a, b)
            o = R.nn.relu(s)
            R.output(o)
        return o


lhs, rhs = wildcard(), wildcard()


def add_via_stack(orig, m):
    stacked = R.concat([m[lhs], m[rhs]], axis=0)
    return R.sum(stacked, axis=[1])


func = rewrite_call(is_op("relax.add")(lhs, rhs), add_via_stack, Merge["main"])
ex = tvm.compile(tvm.IRModule({"main": func}), "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.random.randn(1, 16, 16, 16).astype("float32")
b = np.random.randn(1, 16, 16, 16).astype("float32")
out = vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy()
np.testing.assert_allclose(out, np.maximum(a + b, 0), rtol=1e-5)
