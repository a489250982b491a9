# cause: emit_te_free_symbolic_var
# expect: has not been computed
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax, topi, tirx

n = tirx.Var("n", "int64")
h = tirx.Var("heads", "int64")
x = relax.Var("x", relax.TensorType([n, 64], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(bb.call_te(topi.reshape, x, (n, h, 64 // 4)))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
