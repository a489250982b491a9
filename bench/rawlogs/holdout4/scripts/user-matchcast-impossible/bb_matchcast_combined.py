# cause: user-matchcast-impossible
# expect: BaseCheckResult::kFailL0
# capture: combined
import tvm
from tvm import relax


def attention_scores(seq, heads, dim):
    bb = relax.BlockBuilder()
    q = relax.Var("q", relax.TensorType((1, seq, heads * dim), "float32"))
    with bb.function("main", [q]):
        with bb.dataflow():
            print(f"casting q {q.ty} to (1, {seq}, {heads}, {dim + 1})")
            qh = bb.match_cast(q, relax.TensorType((1, seq, heads, dim + 1), "float32"))
            out = bb.emit_output(relax.op.permute_dims(qh, [0, 2, 1, 3]))
        bb.emit_func_output(out)
    return bb.get()


attention_scores(16, 4, 8).show()
