# cause: tile_negative_reps
# expect: std::bad_alloc
# capture: stderr
import subprocess
import sys

CODE = """
import numpy as np, tvm
from tvm import relax
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((5,), "int64"))
with bb.function("main", [x]):
    bb.emit_func_output(bb.emit(relax.op.tile(x, [-3])))
vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.arange(5))))
"""

print("spawning runner", file=sys.stderr)
subprocess.run([sys.executable, "-c", CODE], check=True)
