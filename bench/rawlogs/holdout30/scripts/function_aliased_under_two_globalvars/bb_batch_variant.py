# cause: function_aliased_under_two_globalvars
# expect: The object \w+ appears at multiple definition sites
# capture: notebook
import numpy as np
import tvm
from tvm import relax

np.random.seed(0)

# %%
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 3, 16, 16), "float32"))
w = relax.Var("w", relax.TensorType((8, 3, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
        y = bb.emit(relax.op.nn.relu(y))
        y = bb.emit(relax.op.nn.avg_pool2d(y, pool_size=2, strides=2))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()

# %%
# expose the same network under a second, versioned name for the serving layer
mod["main_v2"] = mod["main"].with_attr("global_symbol", "main_v2")
print([gv.name_hint for gv in mod.get_global_vars()])

# %%
target = tvm.target.Target("llvm")
ex = tvm.compile(mod, target, relax_pipeline=relax.get_default_pipeline(target))
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main_v2"](
    tvm.runtime.tensor(np.random.rand(1, 3, 16, 16).astype("float32")),
    tvm.runtime.tensor(np.random.rand(8, 3, 3, 3).astype("float32")),
)
print(out.numpy().shape)
