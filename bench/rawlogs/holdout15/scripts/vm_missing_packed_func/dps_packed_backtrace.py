# cause: vm_missing_packed_func
# expect: InitFuncPool|Cannot find
# env: TVM_BACKTRACE=1
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
q = relax.Var("q", relax.TensorType((1, 8, 64), "float16"))
with bb.function("attn", [q]):
    with bb.dataflow():
        o = bb.emit(relax.call_dps_packed("flashinfer.single_prefill", [q, q, q], relax.TensorType((1, 8, 64), "float16")))
        gv = bb.emit_output(o)
    bb.emit_func_output(gv)
ex = relax.build(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
