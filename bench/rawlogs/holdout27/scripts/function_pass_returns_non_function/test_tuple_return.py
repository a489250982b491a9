# cause: function_pass_returns_non_function
# expect: Cannot convert from type `ffi.Array` to `relax.expr.Function`
# capture: pytest-line
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((10, 20), "float32"), y: R.Tensor((10, 20), "float32")):
        with R.dataflow():
            a = R.add(x, y)
            b = R.add(x, y)
            c = R.multiply(a, b)
            R.output(c)
        return c


@relax.transform.function_pass(opt_level=0, name="CSEWithStats")
class CSEWithStats:
    def transform_function(self, func, mod, ctx):
        new = relax.transform.EliminateCommonSubexpr()(tvm.IRModule({"main": func}))["main"]
        changed = not new.same_as(func)
        return new, changed


def test_cse_stats():
    out = CSEWithStats()(Mod)
    assert "b" not in out["main"].script()
