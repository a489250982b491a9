# cause: user-vm-input-shape-mismatch
# expect: match_cast error
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 3, 224, 224), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        o = bb.emit_output(relax.op.nn.relu(x))
    bb.emit_func_output(o)
vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
img = np.random.rand(1, 224, 224, 3).astype("float32")  # HWC image from PIL
vm["main"](tvm.runtime.tensor(img))
