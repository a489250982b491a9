# cause: rewriter_swaps_operands_wrong_result
# expect: Not equal to tolerance
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, rewrite_call, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class Resid:
    @R.function
    def main(x: R.Tensor((16, 16), "float32"), y: R.Tensor((16, 16), "float32")) -> R.Tensor((16, 16), "float32"):
        with R.dataflow():
            d = R.subtract(x, y)
            e = R.nn.relu(d)
            R.output(e)
        return e


lhs, rhs = wildcard(), wildcard()
sub = is_op("relax.subtract")(lhs, rhs)


def sub_as_add(orig, m):
    return R.add(R.negative(m[lhs]), m[rhs])


mod = tvm.IRModule({"main": rewrite_call(sub, sub_as_add, Resid["main"])})
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.rand(16, 16).astype("float32")
y = np.random.rand(16, 16).astype("float32") * 3
out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(y)).numpy()
np.testing.assert_allclose(out, np.maximum(x - y, 0), rtol=1e-5)
print("relu-diff ok")
