# cause: reduce-bool-no-identity
# expect: argmax[\s\S]*Cannot decide min_value for typeT\.bool
# env: TVM_BACKTRACE=1
# index of the first True in each row (numpy idiom: mask.argmax(axis=1))
import tvm
from tvm import relax
from tvm.relax import op

bb = relax.BlockBuilder()
mask = relax.Var("mask", relax.TensorType((3, 10), "bool"))
with bb.function("first_true", [mask]):
    with bb.dataflow():
        idx = bb.emit_output(op.argmax(mask, axis=1))
    bb.emit_func_output(idx)
mod = bb.get()
print(mod["first_true"].ret_ty)
relax.transform.LegalizeOps()(mod)
