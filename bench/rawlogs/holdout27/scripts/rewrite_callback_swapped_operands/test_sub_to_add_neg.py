# cause: rewrite_callback_swapped_operands
# expect: AssertionError: \s*\nNot equal to tolerance
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard, rewrite_call
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Residual:
    @R.function
    def main(x: R.Tensor((4, 16), "float32"), mu: R.Tensor((16,), "float32")):
        with R.dataflow():
            d = R.subtract(x, mu)
            e = R.multiply(d, d)
            f = R.add(e, d)
            R.output(f)
        return f


lhs, rhs = wildcard(), wildcard()
sub = is_op("relax.subtract")(lhs, rhs)


def sub_as_add_neg(expr, m):
    # our accelerator has no subtract; express a - b as (-b) + a
    return relax.op.add(relax.op.negative(m[lhs]), m[rhs])


def run(mod, *args):
    ex = tvm.compile(mod, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in args]).numpy()


def test_sub_rewrite_numerics():
    mod = tvm.IRModule({"main": rewrite_call(sub, sub_as_add_neg, Residual["main"])})
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 16)).astype("float32")
    mu = rng.standard_normal((16,)).astype("float32")
    d = x - mu
    np.testing.assert_allclose(run(mod, x, mu), d * d + d, rtol=1e-5, atol=1e-5)
