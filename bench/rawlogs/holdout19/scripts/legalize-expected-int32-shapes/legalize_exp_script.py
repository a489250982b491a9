# cause: legalize-expected-int32-shapes
# expect: ValueError: StructuralEqual check failed
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Before:
    @R.function
    def main(x: R.Tensor((16,), "float16")):
        gv = R.exp(x)
        return gv


@T.prim_func(private=True, s_tir=True)
def expected_exp(x: T.Buffer((16,), "float16"), compute: T.Buffer((16,), "float16")):
    T.func_attr({"tirx.noalias": True})
    for i0 in range(16):
        with T.sblock("compute"):
            v_i0 = T.axis.spatial(16, i0)
            T.reads(x[v_i0])
            T.writes(compute[v_i0])
            compute[v_i0] = T.exp(x[v_i0])


mod = relax.transform.LegalizeOps()(Before)
gvar = mod.get_global_var("tir_exp")
tvm.ir.assert_structural_equal(mod[gvar], expected_exp)
print("ok")
