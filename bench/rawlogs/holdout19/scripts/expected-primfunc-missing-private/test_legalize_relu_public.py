# cause: expected-primfunc-missing-private
# expect: StructuralEqual check failed, caused by lhs at
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Before:
    @R.function
    def main(x: R.Tensor((2, 3), "float32")):
        gv = R.nn.relu(x)
        return gv


@I.ir_module
class Expected:
    @T.prim_func(s_tir=True)
    def relu(x: T.Buffer((T.int64(2), T.int64(3)), "float32"), compute: T.Buffer((T.int64(2), T.int64(3)), "float32")):
        T.func_attr({"tirx.noalias": True})
        for i0, i1 in T.grid(T.int64(2), T.int64(3)):
            with T.sblock("compute"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(x[v_i0, v_i1])
                T.writes(compute[v_i0, v_i1])
                compute[v_i0, v_i1] = T.max(x[v_i0, v_i1], T.float32(0.0))

    @R.function
    def main(x: R.Tensor((2, 3), "float32")) -> R.Tensor((2, 3), "float32"):
        cls = Expected
        gv = R.call_tir(cls.relu, (x,), out_ty=R.Tensor((2, 3), dtype="float32"))
        return gv


def test_legalize_relu():
    tvm.ir.assert_structural_equal(relax.transform.LegalizeOps()(Before), Expected)
