# cause: dlight-without-target-context
# expect: Target context required
# capture: pytest-native
import tvm
from tvm import relax
from tvm.s_tir import dlight as dl
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((1, "n", 256), "float16"), w: R.Tensor((256, 512), "float16")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


def test_dlight_matmul_after_legalize():
    target = tvm.target.Target("cuda")
    mod = relax.transform.LegalizeOps()(Model)
    mod = dl.ApplyDefaultSchedule(dl.gpu.Matmul())(mod)
    with target:
        tvm.compile(mod, target=target)
