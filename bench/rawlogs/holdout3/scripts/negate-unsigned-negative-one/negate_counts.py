# cause: negate-unsigned-negative-one
# expect: negative[\s\S]*cannot make uint from negative value -1
# capture: combined
import numpy as np
import tvm
from tvm import relax

R = relax.op


def build(dtype):
    x = relax.Var("counts", relax.TensorType((3, 5), dtype))
    bb = relax.BlockBuilder()
    with bb.function("main", [x]):
        with bb.dataflow():
            n = bb.emit(R.negative(x))
            y = bb.emit_output(R.max(n, axis=1))
        bb.emit_func_output(y)
    return bb.get()


for dtype in ["int64", "int32", "uint32"]:
    print(f"dtype={dtype}")
    ex = tvm.compile(build(dtype), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    arr = np.arange(15).reshape(3, 5).astype(dtype)
    print("  ->", vm["main"](tvm.runtime.tensor(arr)).numpy())
