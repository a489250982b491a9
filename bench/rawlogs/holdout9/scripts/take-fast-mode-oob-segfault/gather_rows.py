# cause: take-fast-mode-oob-segfault
# expect: Segfault encountered|Segmentation fault
# capture: combined
import traceback
import numpy as np
import tvm
from tvm import relax

try:
    cfg = {"opt_level": 3}
    print("threads:", cfg["num_threads"])
except KeyError:
    traceback.print_exc()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((10, 4), "float32"))
idx = relax.Var("idx", relax.TensorType((3,), "int64"))
with bb.function("main", [x, idx]):
    with bb.dataflow():
        y = bb.emit(relax.op.take(x, idx, axis=0, mode="fast"))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.arange(40, dtype="float32").reshape(10, 4)),
                 tvm.runtime.tensor(np.array([0, 9, 1 << 40], "int64")))
print(out.numpy()[:2])
