# cause: user_host_linker_for_cross_object
# expect: Compilation error
# capture: pytest
import tvm
from tvm import relax

import os
WORKDIR = "build"
os.makedirs(WORKDIR, exist_ok=True)


def build_model():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 8, 32, 32), "float32"))
    w = relax.Var("w", relax.TensorType((8, 1, 3, 3), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.conv2d(x, w, padding=(1, 1), groups=8))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def test_export_for_armv7():
    target = tvm.target.Target({"kind": "llvm", "mtriple": "armv7a-linux-gnueabihf", "mattr": ["+neon"], "mfloat-abi": "hard"})
    ex = relax.build(build_model(), target=target)
    ex.export_library("dwconv_armv7.so", workspace_dir=WORKDIR)
