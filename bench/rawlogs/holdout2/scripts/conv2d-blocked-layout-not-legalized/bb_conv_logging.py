# cause: conv2d-blocked-layout-not-legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# env: TVM_BACKTRACE=1
import logging

import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO)


def build():
    bb = relax.BlockBuilder()
    data = relax.Var("data", relax.TensorType((1, 2, 32, 32, 16), "float16"))
    kern = relax.Var("kern", relax.TensorType((4, 2, 3, 3, 16, 16), "float16"))
    with bb.function("main", [data, kern]):
        with bb.dataflow():
            y = bb.emit(
                relax.op.nn.conv2d(
                    data, kern, strides=2, padding=1, data_layout="NCHW16c", kernel_layout="OIHW16i16o"
                )
            )
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


mod = build()
logging.info("module has %d functions", len(mod.functions))
with tvm.transform.PassContext(opt_level=3):
    lib = relax.build(mod, target="llvm")
