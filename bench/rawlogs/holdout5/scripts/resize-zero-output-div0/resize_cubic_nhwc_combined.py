# cause: resize-zero-output-div0
# expect: Divide by zero
# capture: combined
import sys

import tvm
from tvm import relax

print(f"python {sys.version_info.major}.{sys.version_info.minor}, tvm {tvm.__version__}", flush=True)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([1, 6, 6, 3], "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.image.resize2d(x, size=(0, 3), layout="NHWC", method="cubic"))
        z = bb.emit(relax.op.nn.relu(y))
        gv = bb.emit_output(z)
    bb.emit_func_output(gv)

mod = bb.get()
print("functions:", [gv.name_hint for gv in mod.get_global_vars()], flush=True)
mod = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FuseOps()])(mod)
