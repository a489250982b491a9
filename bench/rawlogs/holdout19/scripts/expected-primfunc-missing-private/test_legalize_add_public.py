# cause: expected-primfunc-missing-private
# expect: StructuralEqual check failed
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


def test_legalize_add():
    @I.ir_module
    class Before:
        @R.function
        def main(x: R.Tensor((2, 3), "float32"), y: R.Tensor((2, 3), "float32")):
            gv = R.add(x, y)
            return gv

    @I.ir_module
    class Expected:
        @T.prim_func(s_tir=True)
        def add(x: T.Buffer((T.int64(2), T.int64(3)), "float32"), y: T.Buffer((T.int64(2), T.int64(3)), "float32"), T_add: T.Buffer((T.int64(2), T.int64(3)), "float32")):
            T.func_attr({"tirx.noalias": True})
            for ax0, ax1 in T.grid(T.int64(2), T.int64(3)):
                with T.sblock("T_add"):
                    v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                    T.reads(x[v_ax0, v_ax1], y[v_ax0, v_ax1])
                    T.writes(T_add[v_ax0, v_ax1])
                    T_add[v_ax0, v_ax1] = x[v_ax0, v_ax1] + y[v_ax0, v_ax1]

        @R.function
        def main(x: R.Tensor((2, 3), "float32"), y: R.Tensor((2, 3), "float32")) -> R.Tensor((2, 3), "float32"):
            cls = Expected
            gv = R.call_tir(cls.add, (x, y), out_ty=R.Tensor((2, 3), dtype="float32"))
            return gv

    mod = relax.transform.LegalizeOps()(Before)
    tvm.ir.assert_structural_equal(mod, Expected)
