# cause: user_error_match_cast_runtime_mismatch
# expect: ErrorContext\(match_cast
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType(ndim=2, dtype="float32"))
with bb.function("main", [x]):
    y = bb.match_cast(x, relax.TensorType((2, 2), "float32"))
    z = bb.emit(relax.op.add(y, y))
    bb.emit_func_output(z)
vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
print("calling with a 2x3 input")
print(vm["main"](tvm.runtime.tensor(np.ones((2, 3), "float32"))))
