# cause: topk-axis-unchecked
# expect: Index 0 out of bounds 0
# post: truncate=0.55
import json
import traceback

import tvm
from tvm import relax

try:
    with open("tuning_records.json") as f:
        records = json.load(f)
except FileNotFoundError:
    traceback.print_exc()
    records = []

n = tvm.tirx.Var("n", "int64")
bb = relax.BlockBuilder()
s = relax.Var("s", relax.TensorType((n,), "float16"))
with bb.function("main", [s]):
    with bb.dataflow():
        tot = bb.emit(relax.op.sum(s))
        best = bb.emit_output(relax.op.topk(tot, k=1, axis=0, ret_type="indices"))
    bb.emit_func_output(best)
ex = relax.build(bb.get(), target="llvm")
