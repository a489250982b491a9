# cause: unsigned_negate_const
# expect: cannot make uint from negative value -1
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
px = relax.Var("pixels", relax.TensorType((1, 3, 16, 16), "uint8"))
with bb.function("main", [px]):
    with bb.dataflow():
        inv = bb.emit(relax.op.negative(px))
        out = bb.emit_output(inv)
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
