# cause: bool_argmax_argmin
# expect: Cannot decide min_value for type
# capture: ipython
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
sel = relax.Var("sel", relax.TensorType((1, 4, 16), "bool"))
with bb.function("pick", [sel]):
    with bb.dataflow():
        i = bb.emit(relax.op.argmax(sel, axis=-1, keepdims=True))
        o = bb.emit_output(i)
    bb.emit_func_output(o)
mod = bb.get()
print(mod["pick"].ret_ty)
lib = relax.build(mod, target="llvm")
