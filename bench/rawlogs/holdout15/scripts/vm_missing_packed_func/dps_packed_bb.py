# cause: vm_missing_packed_func
# expect: Cannot find ffi::Function
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((16,), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.call_dps_packed("my_ext.gelu_fast", [x], relax.TensorType((16,), "float32")))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones(16, "float32"))))
