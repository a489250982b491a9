# cause: strided_slice_negstride_end
# expect: Input \[Begin=0, End=-1\] is invalid for axis=0
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((6, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.strided_slice(x, axes=[0], begin=[0], end=[-1], strides=[-1]))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
print(bb.get()["main"].ret_ty if hasattr(bb.get()["main"], "ret_ty") else "")
tvm.compile(bb.get(), target="llvm")
