# cause: layout_transform_pad_value_dtype
# expect: pad_value dtype .* and input dtype .* must be the same
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(10, dtype="int32").reshape(2, 5)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 5), "int32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.layout_transform(x, lambda i, j: (i, j // 4, j % 4), pad_value=-1.0))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x_np)).numpy()
ref = np.pad(x_np, ((0, 0), (0, 3)), constant_values=-1).reshape(2, 2, 4)
np.testing.assert_array_equal(got, ref)
