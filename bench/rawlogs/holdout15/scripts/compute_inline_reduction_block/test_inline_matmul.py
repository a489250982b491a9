# cause: compute_inline_reduction_block
# expect: ScheduleError
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MM:
    @R.function
    def main(a: R.Tensor((16, 32), "float32"), b: R.Tensor((32, 8), "float32")):
        with R.dataflow():
            c = R.matmul(a, b)
            d = R.nn.relu(c)
            R.output(d)
        return d


def test_inline_matmul_into_relu():
    mod = relax.transform.LegalizeOps()(MM)
    mod = relax.transform.AnnotateTIROpPattern()(mod)
    mod = relax.transform.FuseOps()(mod)
    mod = relax.transform.FuseTIR()(mod)
    gv = [g for g in mod.get_global_vars() if g.name_hint.startswith("fused")][0]
    sch = tvm.s_tir.Schedule(mod[gv])
    sch.compute_inline(sch.get_sblock("matmul"))
