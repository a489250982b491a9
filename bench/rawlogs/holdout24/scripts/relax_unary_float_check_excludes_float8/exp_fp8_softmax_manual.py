# cause: relax_unary_float_check_excludes_float8
# expect: requires the input tensor to have float dtype\. However, the given input dtype is T\.float8_e4m3fn
# capture: ipython
import ml_dtypes
import numpy as np
import tvm
from tvm import relax

# hand-written softmax kept entirely in fp8 to check the accuracy loss
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 16), "float8_e4m3fn"))
with bb.function("softmax_fp8", [x]):
    with bb.dataflow():
        m = bb.emit(relax.op.max(x, axis=[1], keepdims=True))
        e = bb.emit(relax.op.exp(relax.op.subtract(x, m)))
        s = bb.emit(relax.op.sum(e, axis=[1], keepdims=True))
        y = bb.emit_output(relax.op.divide(e, s))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
