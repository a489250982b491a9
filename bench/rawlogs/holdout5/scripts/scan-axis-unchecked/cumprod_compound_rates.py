# cause: scan-axis-unchecked
# expect: Index out of range
# capture: stderr
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax


def compound(rates_shape, axis):
    bb = relax.BlockBuilder()
    r = relax.Var("r", relax.TensorType(rates_shape, "float64"))
    with bb.function("main", [r]):
        with bb.dataflow():
            g = bb.emit(relax.op.add(r, relax.const(1.0, "float64")))
            c = bb.emit(relax.op.cumprod(g, axis=axis))
            gv = bb.emit_output(c)
        bb.emit_func_output(gv)
    return bb.get()


ex = tvm.compile(compound([12, 3], axis=-4), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.full((12, 3), 0.01))))
