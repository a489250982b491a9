# cause: conv_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
# post: truncate=0.8
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

import traceback
try:
    cfg = open("video_model.json").read()
except FileNotFoundError:
    traceback.print_exc()
    cfg = None
print("falling back to default config")

@I.ir_module
class Vid:
    @R.function
    def main(x: R.Tensor((1, 3, 4, 16, 16), "float32"), w: R.Tensor((8, 3, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv3d(x, w, padding=1, out_layout="NDHWC")
            R.output(y)
        return y

ex = tvm.compile(Vid, target="llvm")
