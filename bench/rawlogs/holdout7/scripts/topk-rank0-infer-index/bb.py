# cause: topk-rank0-infer-index
# expect: IndexError: Index -?\d+ out of bounds 0
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("logit", relax.TensorType((), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        v = bb.emit(relax.op.topk(x, k=1, ret_type="values"))
        o = bb.emit_output(v)
    bb.emit_func_output(o)
