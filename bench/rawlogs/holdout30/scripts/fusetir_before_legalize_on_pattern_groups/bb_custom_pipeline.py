# cause: fusetir_before_legalize_on_pattern_groups
# expect: Only call_tir and call_tir_inplace are supported in primitive function
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard

np.random.seed(0)

# %%
bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((64, 64), "float32"))
b = relax.Var("b", relax.TensorType((64, 64), "float32"))
c = relax.Var("c", relax.TensorType((64,), "float32"))
with bb.function("main", [a, b, c]):
    with bb.dataflow():
        mm = bb.emit(relax.op.matmul(a, b))
        biased = bb.emit(relax.op.add(mm, c))
        out = bb.emit_output(relax.op.sigmoid(biased))
    bb.emit_func_output(out)
mod = bb.get()

# %%
gemm_bias = is_op("relax.add")(is_op("relax.matmul")(wildcard(), wildcard()), wildcard())
my_pipeline = tvm.transform.Sequential(
    [
        relax.transform.FuseOpsByPattern([("tvm.gemm_bias", gemm_bias)]),
        relax.transform.FuseTIR(),
        relax.get_pipeline("default"),
    ]
)

# %%
ex = tvm.compile(mod, "llvm", relax_pipeline=my_pipeline)
vm = relax.VirtualMachine(ex, tvm.cpu())
args = [np.random.rand(64, 64), np.random.rand(64, 64), np.random.rand(64)]
print(vm["main"](*[tvm.runtime.tensor(x.astype("float32")) for x in args]).numpy().mean())
