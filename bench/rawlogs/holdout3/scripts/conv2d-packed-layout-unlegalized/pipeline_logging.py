# cause: conv2d-packed-layout-unlegalized
# expect: CodeGenVM cannot emit[\s\S]*NCHW4c
# capture: combined
# env: TVM_BACKTRACE=1
import logging

import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="[%(levelname)s] %(message)s")


def model():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 8, 16, 16), "float32"))
    w1 = relax.Var("w1", relax.TensorType((8, 8, 3, 3), "float32"))
    w2 = relax.Var("w2", relax.TensorType((8, 8, 1, 1), "float32"))
    with bb.function("main", [x, w1, w2]):
        with bb.dataflow():
            a = bb.emit(relax.op.nn.conv2d(x, w1, padding=1))
            b = bb.emit(relax.op.nn.conv2d(a, w2))
            c = bb.emit_output(relax.op.add(a, b))
        bb.emit_func_output(c)
    return bb.get()


passes = tvm.transform.Sequential([
    relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4i4o"]}),
    relax.transform.Normalize(),
    relax.transform.LegalizeOps(),
    relax.transform.AnnotateTIROpPattern(),
    relax.transform.FuseOps(),
    relax.transform.FuseTIR(),
])
logging.info("running custom lowering")
mod = passes(model())
logging.info("lowered, building")
relax.build(mod, target="llvm")
