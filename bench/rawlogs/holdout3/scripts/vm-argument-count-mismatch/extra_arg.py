# cause: vm-argument-count-mismatch
# expect: Invoking function main expects 2 arguments
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((3,), "float32"))
b = relax.Var("b", relax.TensorType((3,), "float32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        c = bb.emit_output(relax.op.add(a, b))
    bb.emit_func_output(c)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

inputs = {"a": np.ones(3, "float32"), "b": np.ones(3, "float32"), "bias": np.zeros(3, "float32")}
print("inputs:", list(inputs))
out = vm["main"](*[tvm.runtime.tensor(v) for v in inputs.values()])
print(out)
