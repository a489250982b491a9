# cause: call_to_undefined_global_var
# expect: Check failed: \(!call->op->ty.IsMissing\(\)\) is false
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "float32"))
# forward reference: the helper was supposed to be added later, but was not
helper = relax.GlobalVar("layer_norm_helper")
with bb.function("main", [x]):
    y = bb.emit(relax.Call(helper, [x]))
    bb.emit_func_output(y)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
