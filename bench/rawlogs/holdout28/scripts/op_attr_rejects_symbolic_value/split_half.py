# cause: op_attr_rejects_symbolic_value
# expect: Mismatched type on argument #1 when calling: `relax.op.split
# capture: stderr
import tvm
from tvm import relax, tirx
from tvm.script import relax as R

n = tirx.Var("n", "int64")
x = relax.Var("x", R.Tensor((n, 16), "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit(relax.op.split(x, [n // 2], axis=0))
        first = bb.emit_output(relax.TupleGetItem(parts, 0))
    bb.emit_func_output(first)
