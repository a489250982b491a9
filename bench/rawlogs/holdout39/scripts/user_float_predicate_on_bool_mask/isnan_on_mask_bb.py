# cause: user_float_predicate_on_bool_mask
# expect: Data type T.bool not supported for isnan
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "float32"))
with bb.function("main", [x]):
    mask = bb.emit(relax.op.greater(x, relax.const(0.0, "float32")))
    # meant to check the input, passed the mask by mistake
    bad = bb.emit(relax.op.isnan(mask))
    bb.emit_func_output(bad)
a = np.array([1.0, np.nan, -1.0, 2.0], "float32")
np.testing.assert_array_equal(run(bb.get(), a), np.isnan(a))
