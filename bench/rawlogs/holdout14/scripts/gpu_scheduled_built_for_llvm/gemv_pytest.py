# cause: gpu_scheduled_built_for_llvm
# expect: not implemented
# capture: pytest
import tvm
from tvm import relax, tirx
from tvm.s_tir import dlight as dl

def test_gemv_cpu():
    n = tirx.Var("n", "int64")
    x = relax.Var("x", relax.TensorType([1, 1, 1024], "float16"))
    w = relax.Var("w", relax.TensorType([n, 1024], "float16"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.matmul(x, relax.op.permute_dims(w)))
        bb.emit_func_output(y)
    mod = relax.get_pipeline("zero")(bb.get())
    with tvm.target.Target("cuda"):
        mod = dl.ApplyDefaultSchedule(dl.gpu.GEMV(), dl.gpu.Fallback())(mod)
    tvm.compile(mod, target="llvm")
