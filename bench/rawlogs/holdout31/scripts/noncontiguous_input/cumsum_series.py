# cause: noncontiguous_input
# expect: Mismatched \w+\.strides on argument #0 when calling
# capture: ipython
# env: TVM_BACKTRACE=1
import torch
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((6, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.cumsum(x, axis=1))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


ex = tvm.compile(build(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

series = torch.arange(24, dtype=torch.float32).reshape(4, 6)
out = vm["main"](series.t())
print(torch.from_dlpack(out))
