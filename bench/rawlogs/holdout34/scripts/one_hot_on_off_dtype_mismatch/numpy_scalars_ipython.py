# cause: one_hot_on_off_dtype_mismatch
# expect: on_value and off_value must have the same dtype
# capture: ipython
import numpy as np
import tvm
from tvm import relax

from tvm import tirx
# on/off taken from a numpy config; off came through json as a python float
on_value = tirx.const(np.float32(1.0), "float32")
off_value = 0.0
ids = np.array([[1, 0], [2, 2]], dtype="int64")
bb = relax.BlockBuilder()
i = relax.Var("ids", relax.TensorType((2, 2), "int64"))
with bb.function("main", [i]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.one_hot(i, on_value, off_value, depth=3, axis=1))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(ids)).numpy().shape)
