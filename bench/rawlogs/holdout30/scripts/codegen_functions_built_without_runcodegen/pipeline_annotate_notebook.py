# cause: codegen_functions_built_without_runcodegen
# expect: do not work for local functions
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard

np.random.seed(0)

# %%
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 100), "float32"))
w = relax.Var("w", relax.TensorType((100, 50), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        h = bb.emit(relax.op.matmul(x, w))
        h = bb.emit(relax.op.nn.relu(h))
        out = bb.emit_output(relax.op.exp(h))
    bb.emit_func_output(out)
mod = bb.get()

# %%
dense_relu = is_op("relax.nn.relu")(is_op("relax.matmul")(wildcard(), wildcard()))
pipeline = tvm.transform.Sequential(
    [
        relax.transform.FuseOpsByPattern(
            [("grouped.dense_relu", dense_relu)], annotate_codegen=True
        ),
        relax.get_pipeline("default"),
    ]
)

# %%
ex = tvm.compile(mod, target="llvm", relax_pipeline=pipeline)
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](
    tvm.runtime.tensor(np.random.rand(1, 100).astype("float32")),
    tvm.runtime.tensor(np.random.rand(100, 50).astype("float32")),
)
print(res.numpy().shape)
