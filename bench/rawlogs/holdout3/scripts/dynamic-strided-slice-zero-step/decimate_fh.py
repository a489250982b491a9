# cause: dynamic-strided-slice-zero-step
# expect: Fatal Python error: Floating point exception
# post: crlf
import faulthandler
import sys

import numpy as np
import tvm
from tvm import relax

faulthandler.enable(file=sys.stderr)


def decimate(signal, factor):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(signal.shape, "float64"))
    st = relax.Var("st", relax.TensorType((1,), "int64"))
    with bb.function("main", [x, st]):
        with bb.dataflow():
            b = relax.const(np.array([0]), "int64")
            e = relax.const(np.array([signal.shape[0]]), "int64")
            y = bb.emit_output(relax.op.dynamic_strided_slice(x, b, e, st))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    return vm["main"](tvm.runtime.tensor(signal), tvm.runtime.tensor(np.array([factor], "int64")))


sig = np.sin(np.linspace(0, 6.28, 48))
factor = int(round(0.4))   # rounds down to 0 for low sample rates
print(decimate(sig, factor).numpy().shape)
