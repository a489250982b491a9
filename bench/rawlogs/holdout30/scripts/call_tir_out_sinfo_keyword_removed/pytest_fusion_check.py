# cause: call_tir_out_sinfo_keyword_removed
# expect: unexpected keyword argument 'out_sinfo'
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


def make_module():
    @I.ir_module
    class Ew:
        @T.prim_func(private=True, s_tir=True)
        def exp_kernel(a: T.Buffer((8, 8), "float32"), b: T.Buffer((8, 8), "float32")):
            for i, j in T.grid(8, 8):
                with T.sblock("exp"):
                    vi, vj = T.axis.remap("SS", [i, j])
                    b[vi, vj] = T.exp(a[vi, vj])

        @T.prim_func(private=True, s_tir=True)
        def neg_kernel(a: T.Buffer((8, 8), "float32"), b: T.Buffer((8, 8), "float32")):
            for i, j in T.grid(8, 8):
                with T.sblock("neg"):
                    vi, vj = T.axis.remap("SS", [i, j])
                    b[vi, vj] = T.float32(0) - a[vi, vj]

        @R.function
        def main(x: R.Tensor((8, 8), "float32")) -> R.Tensor((8, 8), "float32"):
            cls = Ew
            with R.dataflow():
                e = R.call_tir(cls.exp_kernel, (x,), out_sinfo=R.Tensor((8, 8), "float32"))
                n = R.call_tir(cls.neg_kernel, (e,), out_sinfo=R.Tensor((8, 8), "float32"))
                R.output(n)
            return n

    return Ew


def test_two_elementwise_kernels_fuse():
    mod = make_module()
    mod = relax.transform.AnnotateTIROpPattern()(mod)
    mod = relax.transform.FuseOps()(mod)
    mod = relax.transform.FuseTIR()(mod)
    prim_funcs = [gv for gv, f in mod.functions.items() if isinstance(f, tvm.tirx.PrimFunc)]
    assert len(prim_funcs) == 1
