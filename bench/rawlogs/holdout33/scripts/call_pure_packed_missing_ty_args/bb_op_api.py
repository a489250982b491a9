# cause: call_pure_packed_missing_ty_args
# expect: missing 1 required keyword-only argument: 'ty_args'
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

import tvm_ffi


@tvm_ffi.register_global_func("user.identity", override=True)
def identity(t):
    return t


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 2), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.call_pure_packed("user.identity", x))
        z = bb.emit_output(relax.op.add(y, x))
    bb.emit_func_output(z)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
