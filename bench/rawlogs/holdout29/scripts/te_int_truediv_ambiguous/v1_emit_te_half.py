# cause: te_int_truediv_ambiguous
# expect: TVM supports multiple types of integer divisions
# capture: stderr
import tvm
from tvm import relax, te
from tvm.script import relax as R


def downsample_index(ids):
    return te.compute(ids.shape, lambda i: ids[i] / 2, name="half_ids")


bb = relax.BlockBuilder()
ids = relax.Var("ids", R.Tensor((32,), "int32"))
with bb.function("main", [ids]):
    y = bb.emit_te(downsample_index, ids)
    bb.emit_func_output(y)
print(bb.get())
