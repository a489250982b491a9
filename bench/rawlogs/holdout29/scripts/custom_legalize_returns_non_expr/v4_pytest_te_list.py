# cause: custom_legalize_returns_non_expr
# expect: ObjectFunctor calls un-registered function on type ir.OpaqueType
# capture: pytest-short
import tvm
from tvm import relax, te, topi
from tvm.script import ir as I, relax as R


@I.ir_module
class Split:
    @R.function
    def main(x: R.Tensor((4, 6), "float32")):
        with R.dataflow():
            y = R.exp(x)
            R.output(y)
        return y


def exp_via_te(bb, call):
    (arg,) = call.args
    A = te.placeholder((4, 6), "float32", name="A")
    B = te.compute(A.shape, lambda i, j: te.exp(A[i, j]), name="B")
    return B


def test_custom_exp_legalization():
    mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.exp": exp_via_te})(Split)
    assert any(isinstance(f, tvm.tirx.PrimFunc) for f in mod.functions.values())
