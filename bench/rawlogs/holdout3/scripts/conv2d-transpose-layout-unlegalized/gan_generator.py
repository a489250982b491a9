# cause: conv2d-transpose-layout-unlegalized
# expect: cannot find file generator_prebuilt.so[\s\S]*CodeGenVM cannot emit
# env: TVM_BACKTRACE=1
import traceback

import tvm
from tvm import relax

try:
    tvm.runtime.load_module("generator_prebuilt.so")
except Exception:
    traceback.print_exc()
    print("prebuilt generator not found, compiling from scratch", flush=True)

R = relax.op
bb = relax.BlockBuilder()
z = relax.Var("z", relax.TensorType((4, 4, 4, 128), "float16"))
w1 = relax.Var("w1", relax.TensorType((128, 64, 4, 4), "float16"))
w2 = relax.Var("w2", relax.TensorType((64, 3, 4, 4), "float16"))
with bb.function("generator", [z, w1, w2]):
    with bb.dataflow():
        h = bb.emit(R.nn.conv2d_transpose(z, w1, strides=2, padding=1, data_layout="NHWC"))
        h = bb.emit(R.nn.relu(h))
        img = bb.emit(R.nn.conv2d_transpose(h, w2, strides=2, padding=1, data_layout="NHWC"))
        out = bb.emit_output(R.tanh(img))
    bb.emit_func_output(out)
relax.build(bb.get(), target="llvm")
