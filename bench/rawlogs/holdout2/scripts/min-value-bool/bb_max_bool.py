# cause: min-value-bool
# expect: Cannot decide min_value for typeT\.bool
import tvm
from tvm import relax

bb = relax.BlockBuilder()
mask = relax.Var("mask", relax.TensorType((8, 128), "bool"))
with bb.function("any_valid", [mask]):
    with bb.dataflow():
        any_ = bb.emit_output(relax.op.max(mask, axis=[1]))
    bb.emit_func_output(any_)
tvm.compile(bb.get(), target="llvm")
