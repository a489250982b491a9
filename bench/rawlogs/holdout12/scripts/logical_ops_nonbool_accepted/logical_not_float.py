# cause: logical_ops_nonbool_accepted
# expect: Expected boolean argument for ! operator
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 3), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.logical_not(x))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target="llvm")
