# cause: rewrite_callback_swapped_operands
# expect: mismatch after DivToMul
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard, rewrite_call
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor((8, 128), "float32"), s: R.Tensor((8, 1), "float32")):
        with R.dataflow():
            y = R.divide(x, s)
            R.output(y)
        return y


num, den = wildcard(), wildcard()


@relax.transform.function_pass(opt_level=0, name="DivToMul")
def div_to_mul(func, mod, ctx):
    def cb(expr, m):
        # 1/v == rsqrt(v*v) for the positive scales we feed in
        inv = relax.op.rsqrt(relax.op.multiply(m[num], m[num]))
        return relax.op.multiply(inv, m[den])
    return rewrite_call(is_op("relax.divide")(num, den), cb, func)


x = (np.random.rand(8, 128).astype("float32") + 0.5)
s = (np.random.rand(8, 1).astype("float32") + 0.5)
expected = x / s
for name, mod in [("baseline", Norm), ("DivToMul", div_to_mul(Norm))]:
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(s)).numpy()
    err = float(np.abs(got - expected).max())
    print(f"{name}: max abs err {err:.3e}")
    assert err < 1e-4, f"mismatch after {name}: max abs err {err}"
