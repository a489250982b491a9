# cause: impure_call_in_pure_function
# expect: annotated as pure but contains an impure call
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3,), "float32"))
with bb.function("scale", [x]):
    y = bb.emit(relax.op.multiply(x, relax.const(2.0, "float32")))
    bb.emit(relax.op.print(y, format="scaled: {}"))
    bb.emit_func_output(y)
mod = bb.get()
print("built module with", len(mod.functions), "function(s)")
relax.analysis.well_formed(mod)
ex = tvm.compile(mod, target="llvm")
