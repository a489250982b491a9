# cause: dlight_matmul_root_block
# expect: The function body is expected to be the root block
import tvm
from tvm import relax, tirx
from tvm.s_tir import dlight as dl

n = tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorType([n, 512], "float16"))
w = relax.Var("w", relax.TensorType([512, 1024], "float16"))
bb = relax.BlockBuilder()
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.matmul(x, w))
    bb.emit_func_output(y)
mod = relax.get_pipeline("default")(bb.get())
with tvm.target.Target("cuda"):
    mod = dl.ApplyDefaultSchedule(dl.gpu.Matmul(), dl.gpu.GEMV(), dl.gpu.Reduction(), dl.gpu.Fallback())(mod)
