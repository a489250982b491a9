# cause: user_float_math_on_int_tensor
# expect: requires the input tensor to have float dtype
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 3), "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.exp(x))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()

a = np.arange(6, dtype="int32").reshape(2, 3)
res = run(build(), a)
np.testing.assert_allclose(res, np.exp(a), rtol=1e-5)
