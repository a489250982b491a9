# cause: contrib-sort-dtype
# expect: Unsupported input dtype: uint8
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
px = relax.Var("px", relax.TensorType([9], "uint8"))
with bb.function("median3x3", [px]):
    with bb.dataflow():
        s = bb.emit(relax.op.sort(px))
        med = bb.emit(relax.op.strided_slice(s, axes=[0], begin=[4], end=[5]))
        gv = bb.emit_output(med)
    bb.emit_func_output(gv)

ex = tvm.compile(bb.get(), target="llvm")
print("compiled OK")
vm = relax.VirtualMachine(ex, tvm.cpu())
window = np.array([12, 200, 7, 99, 54, 54, 1, 255, 3], dtype="uint8")
print("median:", vm["median3x3"](tvm.runtime.tensor(window)).numpy())
