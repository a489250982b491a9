# cause: emit_te_free_symbolic_var
# expect: has not been computed
# capture: combined
import tvm
from tvm import relax, topi, tirx

seq = tirx.Var("seq", "int64")
max_len = tirx.Var("max_len", "int64")
x = relax.Var("x", relax.TensorType([1, seq], "int32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_te(topi.nn.pad, x, [0, 0], [0, max_len - seq], 0)
        y = bb.emit_output(y)
    bb.emit_func_output(y)
mod = bb.get()
print(mod)
ex = tvm.compile(mod, target="llvm")
