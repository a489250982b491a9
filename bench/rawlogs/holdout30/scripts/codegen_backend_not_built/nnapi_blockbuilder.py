# cause: codegen_backend_not_built
# expect: Codegen is not found: relax\.ext\.nnapi
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.relax.backend.contrib.nnapi import partition_for_nnapi

# %%
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 224), "float32"))
w = relax.Var("w", relax.TensorType((224, 64), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        h = bb.emit(relax.op.matmul(x, w))
        h = bb.emit(relax.op.sigmoid(h))
        out = bb.emit_output(relax.op.multiply(h, h))
    bb.emit_func_output(out)
mod = bb.get()

# %%
partitioned = partition_for_nnapi(mod, feature_level=7)
print(partitioned.get_global_vars())

# %%
pipeline = tvm.transform.Sequential(
    [relax.transform.RunCodegen(), relax.get_pipeline("default")]
)
ex = tvm.compile(partitioned, target="llvm", relax_pipeline=pipeline)
vm = relax.VirtualMachine(ex, tvm.cpu())
