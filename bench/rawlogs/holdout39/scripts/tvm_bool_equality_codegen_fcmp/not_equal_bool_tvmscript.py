# cause: tvm_bool_equality_codegen_fcmp
# expect: fcmp one i1
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Diff:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), y: R.Tensor((2, 3), "float32")) -> R.Tensor((2, 3), "bool"):
        with R.dataflow():
            px = R.greater(x, R.const(0.0, "float32"))
            py = R.greater(y, R.const(0.0, "float32"))
            d = R.not_equal(px, py)
            R.output(d)
        return d

def test_sign_flip():
    ex = tvm.compile(Diff, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.array([[1, -1, 2], [0, 3, -4]], "float32"); y = -x
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(y)).numpy(), (x > 0) != (y > 0))
