# cause: reduce_axis_out_of_range
# expect: out of range
# capture: combined
import numpy as np
import tvm
from tvm import relax


def check(opname, x_np, axis):
    op = getattr(relax.op, opname)
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(x_np.shape, str(x_np.dtype)))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(op(x, axis=axis))
        bb.emit_func_output(y)
    ex = tvm.compile(bb.get(), target="llvm")
    out = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
    ref = getattr(np, opname)(x_np, axis=axis)
    assert (out == ref).all(), (opname, axis)
    print(f"{opname} axis={axis}: ok")


x = np.random.rand(3, 4, 5).astype("float32")
for ax in range(-3, 4):  # off-by-one: should be range(-3, 3)
    check("argmin", x, ax)
