# cause: ewise_fma_no_legalization
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
# env: TVM_BACKTRACE=1
# post: truncate=0.55
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((4, 4), "float16"))
b = relax.Var("b", relax.TensorType((4, 4), "float16"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        m = bb.emit(relax.op.ewise_fma(a, b, a))
        r = bb.emit(relax.op.nn.relu(m))
        o = bb.emit_output(r)
    bb.emit_func_output(o)
print(bb.get())
ex = tvm.compile(bb.get(), target="llvm")
