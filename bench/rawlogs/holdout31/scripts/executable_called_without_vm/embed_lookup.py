# cause: executable_called_without_vm
# expect: Module has no function 'embed'
# capture: ipython
import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    ids = relax.Var("ids", relax.TensorType((5,), "int64"))
    table = relax.Var("table", relax.TensorType((32, 4), "float32"))
    with bb.function("embed", [ids, table]):
        with bb.dataflow():
            rows = bb.emit(relax.op.take(table, ids, axis=0))
            out = bb.emit_output(rows)
        bb.emit_func_output(out)
    return bb.get()


ex = tvm.compile(build(), target="llvm")
print(ex.stats())
embed = ex["embed"]
rows = embed(np.array([1, 3, 5, 7, 9]), np.random.default_rng(0).random((32, 4), dtype=np.float32))
print(rows.numpy())
