# cause: layout_transform_pad_value_dtype
# expect: pad_value dtype .* and input dtype .* must be the same
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

from tvm import tirx
x_np = np.linspace(0, 1, 9, dtype="float16").reshape(3, 3)
pad = tirx.const(0.0, "float32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 3), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.layout_transform(x, lambda i, j: (i // 2, j, i % 2), pad_value=pad))
    bb.emit_func_output(y)
print(bb.get())
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(x_np)).numpy().shape)
