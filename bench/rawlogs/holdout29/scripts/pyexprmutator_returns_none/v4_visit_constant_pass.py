# cause: pyexprmutator_returns_none
# expect: Found null pointer node
# capture: stderr
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax
from tvm.relax.expr_functor import PyExprMutator, mutator
from tvm.script import ir as I, relax as R


@mutator
class QuantizeConsts(PyExprMutator):
    def visit_generic_const_(self, const):
        arr = const.value.numpy()
        if arr.dtype == np.float32 and arr.size > 1:
            q = (np.round(arr * 127) / 127).astype("float32")
            return relax.const(q)


@relax.transform.function_pass(opt_level=0)
class QuantizeConstsPass:
    def transform_function(self, func, mod, ctx):
        return QuantizeConsts(mod).visit_expr(func)


w = np.linspace(-1, 1, 16, dtype="float32").reshape(4, 4)


@I.ir_module
class Lin:
    @R.function
    def main(x: R.Tensor((2, 4), "float32")):
        with R.dataflow():
            y = R.matmul(x, R.const(w))
            z = R.add(y, R.const(0.5, "float32"))
            R.output(z)
        return z


mod = QuantizeConstsPass()(Lin)
print(mod)
