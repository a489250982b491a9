# cause: llvm-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def diff_mask(n):
    bb = relax.BlockBuilder()
    cur = relax.Var("cur", relax.TensorType([n], "bool"))
    prev = relax.Var("prev", relax.TensorType([n], "bool"))
    with bb.function("changed", [cur, prev]):
        with bb.dataflow():
            d = bb.emit(relax.op.subtract(cur, prev))
            gv = bb.emit_output(d)
        bb.emit_func_output(gv)
    return bb.get()


mod = diff_mask(32)
with tvm.target.Target("llvm"):
    lowered = relax.get_pipeline("default")(mod)
ex = relax.build(lowered, target="llvm", relax_pipeline=None)
