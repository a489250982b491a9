# cause: unknown_function_name
# expect: Cannot find run` in the global registry
# capture: combined
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((256,), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.cumsum(x, axis=0))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


dev = tvm.cpu()
ex = tvm.compile(build(), target="llvm")
vm = relax.VirtualMachine(ex, dev)
x = tvm.runtime.tensor(np.ones(256, dtype="float32"))

for fname in ["run"]:
    res = vm.time_evaluator(fname, dev, number=100, repeat=5)(x)
    print(f"{fname}: {res.mean * 1e6:.2f} us")
