# cause: vm-input-shape-mismatch
# expect: match_cast error|mismatch to specified constant
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((1, 3, 224, 224), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        o = bb.emit_output(relax.op.nn.relu(x))
    bb.emit_func_output(o)
vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
img = np.random.rand(1, 224, 224, 3).astype("float32")  # HWC from PIL
print(vm["main"](tvm.runtime.tensor(img)))
