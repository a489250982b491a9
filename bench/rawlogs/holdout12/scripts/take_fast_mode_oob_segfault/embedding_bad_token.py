# cause: take_fast_mode_oob_segfault
# expect: Segfault encountered|Segmentation fault
import numpy as np
import tvm
from tvm import relax

VOCAB, DIM = 100, 16
bb = relax.BlockBuilder()
table = relax.Var("table", relax.TensorType((VOCAB, DIM), "float32"))
ids = relax.Var("ids", relax.TensorType((4,), "int64"))
with bb.function("main", [table, ids]):
    with bb.dataflow():
        e = bb.emit(relax.op.take(table, ids, axis=0))
        o = bb.emit_output(e)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
tbl = tvm.runtime.tensor(np.zeros((VOCAB, DIM), "float32"))
# token ids read from an uninitialised buffer
tok = tvm.runtime.tensor(np.array([1, 2, 1 << 40, 3], "int64"))
print(vm["main"](tbl, tok).numpy().shape)
