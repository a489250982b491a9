# cause: tuple_output_treated_as_tensor
# expect: `get_output` cannot return a tuple for RPC compatibility\. Please specify another index argument\.
# capture: combined
import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((8, 8), "float32"))
    with bb.function("minmax", [x]):
        with bb.dataflow():
            lo = bb.emit(relax.op.min(x, axis=1))
            hi = bb.emit(relax.op.max(x, axis=1))
            out = bb.emit_output(relax.Tuple([lo, hi]))
        bb.emit_func_output(out)
    return bb.get()


ex = tvm.compile(build(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# mimic the remote session: raw module functions only
set_input = vm.module["set_input"]
invoke = vm.module["invoke_stateful"]
get_output = vm.module["get_output"]

x = np.random.default_rng(3).random((8, 8), dtype=np.float32)
set_input("minmax", tvm.runtime.tensor(x))
invoke("minmax")
result = get_output("minmax")
print("min/max:", result.numpy())
