# cause: pattern_op_name_not_registered
# expect: Operator nn\.relu is not registered
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, rewrite_call, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class Act:
    @R.function
    def main(x: R.Tensor((8, 32), "float32")) -> R.Tensor((8, 32), "float32"):
        with R.dataflow():
            y = R.nn.relu(x)
            z = R.clip(y, 0.0, 6.0)
            R.output(z)
        return z


def relu6_to_clip(func):
    inp = wildcard()
    relu = is_op("nn.relu")(inp)
    pattern = is_op("relax.clip")(relu, wildcard(), wildcard())

    def rewriter(orig, matches):
        return R.clip(matches[inp], 0.0, 6.0)

    return rewrite_call(pattern, rewriter, func)


def test_relu6_rewrite():
    func = relu6_to_clip(Act["main"])
    mod = tvm.IRModule({"main": func})
    ex = tvm.compile(mod, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.randn(8, 32).astype("float32") * 10
    out = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(out, np.clip(x, 0, 6))
