# cause: take_backward_nd_indices
# expect: AssertionError
# env: TVM_BACKTRACE=1
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
codebook = relax.Var("codebook", relax.TensorType((32, 4), "float64"))
codes = relax.Var("codes", relax.TensorType((3, 3, 2), "int64"))
with bb.function("vq", [codebook, codes]):
    with bb.dataflow():
        q = bb.emit(relax.op.take(codebook, codes, axis=0))
        l = bb.emit_output(relax.op.sum(relax.op.multiply(q, q)))
    bb.emit_func_output(l)
mod = relax.transform.Gradient("vq", require_grads=[codebook])(bb.get())
mod["vq_adjoint"].show(black_format=False)
mod = relax.transform.LegalizeOps()(mod)
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
