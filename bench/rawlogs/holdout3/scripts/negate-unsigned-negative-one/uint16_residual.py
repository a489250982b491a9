# cause: negate-unsigned-negative-one
# expect: cannot make uint from negative value -1
# post: crlf
import sys
import warnings

import tvm
from tvm import relax

warnings.filterwarnings("default")
warnings.warn("uint16 inputs are experimental", UserWarning)

x = relax.Var("x", relax.TensorType((2, 1024), "uint16"))
y = relax.Var("y", relax.TensorType((2, 1024), "uint16"))
bb = relax.BlockBuilder()
with bb.function("residual", [x, y]):
    with bb.dataflow():
        d = bb.emit(relax.op.add(x, relax.op.negative(y)))
        bb.emit_output(d)
    bb.emit_func_output(d)
print("built residual", file=sys.stderr)
relax.build(bb.get(), target="llvm")
