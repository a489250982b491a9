# cause: int_division_by_zero_sigfpe
# expect: Floating point exception
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

import faulthandler, sys
faulthandler.enable()
bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((2, 3), "int32"))
b = relax.Var("b", relax.TensorType((2, 3), "int32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        q = bb.emit(relax.op.divide(a, b))
        o = bb.emit_output(q)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
sys.stderr.write("running division kernel\n")
out = vm["main"](tvm.runtime.tensor(np.ones((2, 3), "int32")), tvm.runtime.tensor(np.zeros((2, 3), "int32")))
print(out)
