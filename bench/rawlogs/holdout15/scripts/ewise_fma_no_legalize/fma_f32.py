# cause: ewise_fma_no_legalize
# expect: R\.ewise_fma
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((128,), "float32"))
b = relax.Var("b", relax.TensorType((128,), "float32"))
c = relax.Var("c", relax.TensorType((128,), "float32"))
with bb.function("main", [a, b, c]):
    with bb.dataflow():
        d = bb.emit(relax.op.ewise_fma(a, b, c))
        gv = bb.emit_output(d)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
