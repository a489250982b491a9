# cause: stateful_call_order
# expect: No inputs set for stateful call of main; use `set_input` first
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((128, 128), "float32"))
with bb.function("main", [a]):
    with bb.dataflow():
        s = bb.emit(relax.op.sum(relax.op.exp(a), axis=1))
        out = bb.emit_output(s)
    bb.emit_func_output(out)
mod = bb.get()

# %%
dev = tvm.cpu()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, dev)
a_np = np.random.default_rng(1).random((128, 128), dtype=np.float32)
a_tvm = tvm.runtime.tensor(a_np)

# %%
# time through the stateful API (what the RPC benchmark does)
timer = vm.time_evaluator("invoke_stateful", dev, number=10, repeat=3)
timer("main")
