# cause: sort_bool_unsupported
# expect: Unsupported input dtype: bool
# capture: stderr
import numpy as np
import tvm
from tvm import relax

mask = np.random.rand(2, 9) > 0.5
bb = relax.BlockBuilder()
m = relax.Var("m", relax.TensorType((2, 9), "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        s = bb.emit_output(relax.op.sort(m, axis=-1, descending=True))
    bb.emit_func_output(s)
ex = tvm.compile(bb.get(), target="llvm")
got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(mask)).numpy()
np.testing.assert_array_equal(got, np.sort(mask, axis=-1)[:, ::-1])
