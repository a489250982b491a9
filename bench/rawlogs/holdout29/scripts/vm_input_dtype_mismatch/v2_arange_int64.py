# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype int32 but get int64
# capture: combined
import numpy as np
import tvm
from tvm import relax, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
ids = relax.Var("ids", R.Tensor((10,), "int32"))
table = relax.Var("table", R.Tensor((100, 4), "float32"))
with bb.function("main", [table, ids]):
    with bb.dataflow():
        emb = bb.emit_te(topi.take, table, ids, axis=0)
        out = bb.emit_output(emb)
    bb.emit_func_output(out)

ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
table_np = np.arange(400, dtype="float32").reshape(100, 4)
ids_np = np.arange(0, 100, 10)
print("ids", ids_np)
print(vm["main"](tvm.runtime.tensor(table_np), tvm.runtime.tensor(ids_np)).numpy())
