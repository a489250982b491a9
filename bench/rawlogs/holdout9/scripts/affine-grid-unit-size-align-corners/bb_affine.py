# cause: affine-grid-unit-size-align-corners
# expect: AssertionError: target spatial dims should be greater than 1 when align_corners is True
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
theta = relax.Var("theta", relax.TensorType((4, 2, 3), "float32"))
with bb.function("main", [theta]):
    with bb.dataflow():
        g = bb.emit(relax.op.image.affine_grid(theta, size=(1, 32)))
        gv = bb.emit_output(g)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
