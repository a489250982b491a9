# cause: conv_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

bb = relax.BlockBuilder()
x = relax.Var("audio", relax.TensorType((2, 4, 100), "float32"))
w = relax.Var("w", relax.TensorType((8, 4, 5), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv1d(x, w, strides=2, out_layout="NWC"))
        z = bb.emit(relax.op.nn.relu(y))
        o = bb.emit_output(z)
    bb.emit_func_output(o)
mod = bb.get()
mod.show()
ex = tvm.compile(mod, target="llvm")
