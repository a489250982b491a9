# cause: where_condition_not_bool
# expect: Where requires the input condition tensor to have boolean dtype
import numpy as np
import tvm
from tvm import relax

mask_np = np.array([1, 0, 1, 1], dtype="int32")     # mask exported as int32
x_np = np.arange(4, dtype="float32")
bb = relax.BlockBuilder()
mask = relax.Var("mask", relax.TensorType((4,), "int32"))
x = relax.Var("x", relax.TensorType((4,), "float32"))
with bb.function("main", [mask, x]):
    with bb.dataflow():
        
        y = bb.emit_output(relax.op.where(mask, x, relax.op.zeros_like(x)))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(mask_np), tvm.runtime.tensor(x_np)).numpy(), np.where(mask_np, x_np, 0))
