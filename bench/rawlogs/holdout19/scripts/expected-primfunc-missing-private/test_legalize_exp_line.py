# cause: expected-primfunc-missing-private
# expect: StructuralEqual check failed
# capture: pytest-line
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Before:
    @R.function
    def main(x: R.Tensor((8,), "float16")):
        gv = R.exp(x)
        return gv


@I.ir_module
class Expected:
    @T.prim_func(s_tir=True)
    def tir_exp(x: T.Buffer((T.int64(8),), "float16"), compute: T.Buffer((T.int64(8),), "float16")):
        T.func_attr({"tirx.noalias": True})
        for i0 in range(T.int64(8)):
            with T.sblock("compute"):
                v_i0 = T.axis.spatial(T.int64(8), i0)
                T.reads(x[v_i0])
                T.writes(compute[v_i0])
                compute[v_i0] = T.exp(x[v_i0])

    @R.function
    def main(x: R.Tensor((8,), "float16")) -> R.Tensor((8,), "float16"):
        cls = Expected
        gv = R.call_tir(cls.tir_exp, (x,), out_ty=R.Tensor((8,), dtype="float16"))
        return gv


def test_legalize_exp_fp16():
    tvm.ir.assert_structural_equal(relax.transform.LegalizeOps()(Before), Expected)
