# cause: topi_sign_bool
# expect: exceeds range of bool
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((10,), "bool"))
with bb.function("main", [x]):
    with bb.dataflow():
        s = bb.emit(relax.op.sign(x))
        gv = bb.emit_output(s)
    bb.emit_func_output(gv)
tvm.compile(bb.get(), target="llvm")
