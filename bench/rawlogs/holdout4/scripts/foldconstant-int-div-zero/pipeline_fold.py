# cause: foldconstant-int-div-zero
# expect: Floating point exception
# capture: combined
import faulthandler
import numpy as np
import tvm
from tvm import relax

faulthandler.enable()


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 2), "int8"))
    with bb.function("main", [x]):
        with bb.dataflow():
            scale = relax.const(np.array([[1, 2], [0, 4]], "int8"))
            q = bb.emit(relax.op.floor_divide(relax.const(np.full((2, 2), 100, "int8")), scale))
            out = bb.emit_output(relax.op.add(x, q))
        bb.emit_func_output(out)
    return bb.get()


passes = [relax.transform.LegalizeOps(), relax.transform.AnnotateTIROpPattern(), relax.transform.FoldConstant(),
          relax.transform.FuseOps(), relax.transform.FuseTIR()]
mod = build()
for p in passes:
    print("running", p.info.name, flush=True)
    mod = p(mod)
ex = tvm.compile(mod, target="llvm")
print("built", flush=True)
