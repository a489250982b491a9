# cause: one_hot_on_off_dtype_mismatch
# expect: on_value and off_value must have the same dtype
import numpy as np
import tvm
from tvm import relax

labels = np.array([0, 2, 1, 3], dtype="int64")
bb = relax.BlockBuilder()
i = relax.Var("labels", relax.TensorType((4,), "int64"))
with bb.function("main", [i]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.one_hot(i, 1, 0.0, depth=4))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(labels)).numpy(), np.eye(4)[labels])
