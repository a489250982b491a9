# cause: dlight_without_target_context
# expect: Please set it by constructing a TargetContext
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
import tvm.s_tir.dlight as dl


@I.ir_module
class Attn:
    @R.function
    def main(q: R.Tensor((1, 8, 64, 64), "float16"), k: R.Tensor((1, 8, 64, 64), "float16")):
        with R.dataflow():
            s = R.matmul(q, R.permute_dims(k, [0, 1, 3, 2]))
            p = R.nn.softmax(s, axis=-1)
            R.output(p)
        return p


def test_dlight_gpu_schedule():
    mod = relax.transform.LegalizeOps()(Attn)
    mod = dl.ApplyDefaultSchedule(
        dl.gpu.Matmul(), dl.gpu.GeneralReduction(), dl.gpu.Fallback()
    )(mod)
    assert all(f.attrs and "tirx.is_scheduled" in f.attrs for f in mod.functions.values() if hasattr(f, "body"))
