# cause: cumsum_bool_codegen
# expect: MatchesCode|InternalError
# capture: notebook
import numpy as np
import tvm
from tvm import relax

from tvm import tirx
# %%
n = tirx.Var("n", "int64")
bb = relax.BlockBuilder()
m = relax.Var("m", relax.TensorType((n,), "bool"))
with bb.function("count_true", [m]):
    with bb.dataflow():
        c = bb.emit_output(relax.op.cumsum(m))
    bb.emit_func_output(c)
mod = bb.get()
# %%
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
m_np = np.array([True, False, True, True])
vm["count_true"](tvm.runtime.tensor(m_np)).numpy()
