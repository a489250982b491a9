# cause: strided_slice_empty_range_rejected
# expect: is invalid for axis
# post: truncate=0.55
import numpy as np
import tvm
from tvm import relax

# sliding-window sweep; the last window starts past its end for short inputs
seq = np.arange(10, dtype="float32").reshape(1, 10)
for start in range(0, 10, 3):
    stop = min(start + 4, 8)
    
    bb = relax.BlockBuilder()
    x = relax.Var("seq", relax.TensorType((1, 10), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            w = bb.emit_output(relax.op.strided_slice(x, [1], [start], [stop], assume_inbound=True))
        bb.emit_func_output(w)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(seq)).numpy(), seq[:, start:stop])
    print("window", start, stop, "ok")
