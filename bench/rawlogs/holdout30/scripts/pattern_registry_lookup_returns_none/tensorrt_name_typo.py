# cause: pattern_registry_lookup_returns_none
# expect: Invalid pattern: None
# capture: notebook
import tvm
import tvm.relax.backend.contrib.tensorrt  # registers the tensorrt.* patterns
from tvm import relax
from tvm.relax.backend.pattern_registry import get_pattern, get_patterns_with_prefix

# %%
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 8, 16, 16), "float32"))
w = relax.Var("w", relax.TensorType((8, 8, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
        out = bb.emit_output(relax.op.nn.relu(y))
    bb.emit_func_output(out)
mod = bb.get()

# %%
print(len(get_patterns_with_prefix("tensorrt")), "tensorrt patterns registered")
selected = [get_pattern("tensorrt.conv2d"), get_pattern("tensorrt.relu")]

# %%
mod = relax.transform.FuseOpsByPattern(selected, bind_constants=False)(mod)
mod = relax.transform.MergeCompositeFunctions()(mod)
mod.show()
