# cause: repeat_zero_repeats
# expect: repeat only accepts `repeats >= 1`
# capture: ipython
import numpy as np
import tvm
from tvm import relax

x_np = np.array([[1.0, 2.0], [3.0, 4.0]], dtype="float32")
for reps in [3, 2, 1, 0]:
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 2), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.repeat(x, reps, axis=-1))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(x_np)).numpy()
    np.testing.assert_array_equal(got, np.repeat(x_np, reps, axis=-1))
    print("repeats", reps, "ok", got.shape)
