# cause: gpu_scheduled_built_for_llvm
# expect: not implemented
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax, tirx
from tvm.s_tir import dlight as dl

n = tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorType([n, 64], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.relu(x))
    bb.emit_func_output(y)
mod = relax.transform.LegalizeOps()(bb.get())
with tvm.target.Target("cuda"):
    mod = dl.ApplyDefaultSchedule(dl.gpu.Fallback())(mod)
ex = tvm.compile(mod, target="llvm")
