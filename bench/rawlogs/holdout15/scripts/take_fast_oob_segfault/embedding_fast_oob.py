# cause: take_fast_oob_segfault
# expect: Segfault encountered
import numpy as np
import tvm
from tvm import relax

VOCAB, DIM = 1000, 64
bb = relax.BlockBuilder()
table = relax.Var("table", relax.TensorType((VOCAB, DIM), "float32"))
ids = relax.Var("ids", relax.TensorType((32,), "int64"))
with bb.function("embed", [table, ids]):
    with bb.dataflow():
        e = bb.emit(relax.op.take(table, ids, axis=0, mode="fast"))
        gv = bb.emit_output(e)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
tok = np.random.randint(0, VOCAB, 32).astype("int64")
tok[5] = -(1 << 40)  # padding id from a buggy tokenizer
out = vm["embed"](tvm.runtime.tensor(np.random.rand(VOCAB, DIM).astype("float32")), tvm.runtime.tensor(tok))
print(out.numpy().sum())
