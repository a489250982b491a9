# cause: legalize-expected-int32-shapes
# expect: StructuralEqual check failed, caused by lhs at
# capture: pytest-short
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Expected:
    @T.prim_func(private=True, s_tir=True)
    def relu(gv: T.Buffer((4, 8), "float32"), compute: T.Buffer((4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        for i0, i1 in T.grid(4, 8):
            with T.sblock("compute"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(gv[v_i0, v_i1])
                T.writes(compute[v_i0, v_i1])
                compute[v_i0, v_i1] = T.max(gv[v_i0, v_i1], T.float32(0.0))

    @R.function
    def main(gv: R.Tensor((4, 8), "float32")) -> R.Tensor((4, 8), "float32"):
        cls = Expected
        y = R.call_tir(cls.relu, (gv,), out_ty=R.Tensor((4, 8), dtype="float32"))
        return y


@pytest.mark.parametrize("relu", [relax.op.nn.relu])
def test_legalize_relu(relu):
    bb = relax.BlockBuilder()
    gv = relax.Var("gv", R.Tensor((4, 8), "float32"))
    with bb.function("main", [gv]):
        y = bb.emit(relu(gv), name_hint="y")
        bb.emit_func_output(y)
    mod = relax.transform.LegalizeOps()(bb.get())
    tvm.ir.assert_structural_equal(mod, Expected)
