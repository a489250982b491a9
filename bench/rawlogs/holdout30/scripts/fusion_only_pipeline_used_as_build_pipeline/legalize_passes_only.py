# cause: fusion_only_pipeline_used_as_build_pipeline
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.relax.backend import cpu_generic

np.random.seed(0)

# %%
bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((32, 32), "float32"))
b = relax.Var("b", relax.TensorType((32, 32), "float32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        c = bb.emit(relax.op.add(a, b))
        d = bb.emit(relax.op.exp(c))
        e = bb.emit(relax.op.sum(d, axis=[1], keepdims=True))
        out = bb.emit_output(relax.op.divide(d, e))
    bb.emit_func_output(out)
mod = bb.get()

# %%
target = tvm.target.Target("llvm")
fusion_pipeline = tvm.transform.Sequential(cpu_generic.legalize_passes(target))
opt = fusion_pipeline(mod)
print(sum(isinstance(f, tvm.tirx.PrimFunc) for f in opt.functions.values()), "kernels")

# %%
ex = tvm.compile(mod, target, relax_pipeline=fusion_pipeline)
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.rand(32, 32).astype("float32")
print(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(x)).numpy().sum(axis=1)[:4])
