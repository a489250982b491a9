# cause: fuseops_tuple_only_group_named_fused
# expect: Check failed: \(func_info_\.global_name != "fused"\) is false
# capture: combined
import numpy as np
import tvm
from tvm import relax

np.random.seed(0)

bb = relax.BlockBuilder()
q = relax.Var("q", relax.TensorType((2, 8), "float32"))
k = relax.Var("k", relax.TensorType((2, 8), "float32"))
with bb.function("main", [q, k]):
    with bb.dataflow():
        qn = bb.emit(relax.op.tanh(q))
        pair = bb.emit(relax.Tuple([qn, k]))
        state = bb.emit(relax.Tuple([pair, q]))
        inner = bb.emit(relax.TupleGetItem(state, 0))
        out = bb.emit_output(relax.TupleGetItem(inner, 0))
    bb.emit_func_output(out)
mod = bb.get()
mod.show()

target = tvm.target.Target("llvm")
ex = tvm.compile(mod, target, relax_pipeline=relax.get_default_pipeline(target))
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.random.rand(2, 8).astype("float32")
b = np.random.rand(2, 8).astype("float32")
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy(), np.tanh(a), rtol=1e-5)
