# cause: gpu_scheduled_built_for_llvm
# expect: not implemented
# post: crlf
import tvm
from tvm import te, tirx
from tvm.s_tir import dlight as dl

n = tirx.Var("n", "int64")
A = te.placeholder((n,), "float32", name="A")
B = te.compute((n,), lambda i: A[i] * 0.5, name="B")
mod = tvm.IRModule({"scale": te.create_prim_func([A, B]).with_attr("global_symbol", "scale")})
with tvm.target.Target("cuda"):
    mod = dl.ApplyDefaultSchedule(dl.gpu.Fallback())(mod)
lib = tvm.compile(mod, target="llvm")
