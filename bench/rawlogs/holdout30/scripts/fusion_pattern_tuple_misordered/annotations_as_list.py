# cause: fusion_pattern_tuple_misordered
# expect: Expected `Map<str, relax\.dpl\.DFPattern>` but got `ffi\.Array`
# capture: ipython
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard

bb = relax.BlockBuilder()
q = relax.Var("q", relax.TensorType((2, 8, 64, 32), "float32"))
k = relax.Var("k", relax.TensorType((2, 8, 64, 32), "float32"))
with bb.function("main", [q, k]):
    with bb.dataflow():
        kt = bb.emit(relax.op.permute_dims(k, [0, 1, 3, 2]))
        s = bb.emit(relax.op.matmul(q, kt))
        p = bb.emit(relax.op.nn.softmax(s, axis=-1))
        out = bb.emit_output(p)
    bb.emit_func_output(out)
mod = bb.get()

lhs, rhs = wildcard(), wildcard()
scores = is_op("relax.matmul")(lhs, is_op("relax.permute_dims")(rhs))
softmax = is_op("relax.nn.softmax")(scores)
patterns = [("mylib.attention_scores", softmax, [lhs, rhs])]
mod = relax.transform.FuseOpsByPattern(patterns)(mod)
mod.show()
