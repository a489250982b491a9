# cause: untyped-globalvar-in-call
# expect: IsMissing\(\)\) is false
# capture: notebook
# %%
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((3, 3), "float32"))
with bb.function("block", [a]):
    r = bb.emit(relax.op.nn.relu(a))
    bb.emit_func_output(r)
mod = bb.get()

# %%
block_gv = tvm.ir.GlobalVar("block")      # refer to the sub-function by name
bb2 = relax.BlockBuilder(mod)
x = relax.Var("x", relax.TensorType((3, 3), "float32"))
with bb2.function("main", [x]):
    h = bb2.emit(relax.Call(block_gv, [x]))
    h2 = bb2.emit(relax.Call(block_gv, [h]))
    bb2.emit_func_output(h2)
full = bb2.get()
full.show()
