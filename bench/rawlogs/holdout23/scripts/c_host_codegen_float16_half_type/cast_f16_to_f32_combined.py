# cause: c_host_codegen_float16_half_type
# expect: Compilation error
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

import os
WORKDIR = "build"
os.makedirs(WORKDIR, exist_ok=True)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 256), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.astype(x, "float32"))
        out = bb.emit_output(y)
    bb.emit_func_output(out)

ex = relax.build(bb.get(), target=tvm.target.Target("c"))
print("C source generated, compiling it")
ex.export_library("upcast.so", workspace_dir=WORKDIR)
