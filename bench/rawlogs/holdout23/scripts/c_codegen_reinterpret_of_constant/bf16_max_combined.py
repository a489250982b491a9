# cause: c_codegen_reinterpret_of_constant
# expect: Compilation error
# capture: combined
# post: crlf
import tvm
from tvm import relax

import os
WORKDIR = "build"
os.makedirs(WORKDIR, exist_ok=True)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 512), "bfloat16"))
with bb.function("main", [x]):
    with bb.dataflow():
        m = bb.emit(relax.op.max(x, axis=-1))
        out = bb.emit_output(m)
    bb.emit_func_output(out)

ex = relax.build(bb.get(), target=tvm.target.Target("c"))
ex.export_library("rowmax_bf16.so", workspace_dir=WORKDIR)
