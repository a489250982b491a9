# cause: dlight_matmul_root_block
# expect: The function body is expected to be the root block
# post: truncate=0.85
import tvm
from tvm import relax, tirx
from tvm.s_tir import dlight as dl

from tvm.script import relax as R, ir as I

@I.ir_module
class Lin:
    @R.function
    def main(x: R.Tensor(("m", 4096), "float16"), w: R.Tensor((4096, 11008), "float16")):
        with R.dataflow():
            y = R.matmul(x, w, out_dtype="float32")
            R.output(y)
        return y

mod = relax.get_pipeline("default")(Lin)
with tvm.target.Target({"kind": "cuda", "arch": "sm_80"}):
    mod = dl.ApplyDefaultSchedule(dl.gpu.Matmul())(mod)
