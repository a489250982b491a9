# cause: llvm_thread_binding_cpu
# expect: not implemented
# capture: combined
import tvm
from tvm import relax
from tvm.s_tir import dlight as dl

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((256, 256), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.relu(x))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
mod = relax.transform.LegalizeOps()(bb.get())
with tvm.target.Target("cuda"):
    mod = dl.ApplyDefaultSchedule(dl.gpu.Fallback())(mod)
print("scheduled with dlight; compiling for host CPU")
ex = tvm.compile(mod, target="llvm")
