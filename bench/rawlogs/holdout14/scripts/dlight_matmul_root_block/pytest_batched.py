# cause: dlight_matmul_root_block
# expect: The function body is expected to be the root block
# capture: pytest-native
import tvm
from tvm import relax, tirx
from tvm.s_tir import dlight as dl

def test_bmm_schedule():
    b = tirx.Var("b", "int64")
    x = relax.Var("x", relax.TensorType([b, 64, 128], "float32"))
    y = relax.Var("y", relax.TensorType([b, 128, 64], "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x, y]):
        with bb.dataflow():
            z = bb.emit_output(relax.op.matmul(x, y))
        bb.emit_func_output(z)
    mod = relax.get_pipeline("default")(bb.get())
    with tvm.target.Target("nvidia/geforce-rtx-3070"):
        dl.ApplyDefaultSchedule(dl.gpu.Matmul(), dl.gpu.Fallback())(mod)
