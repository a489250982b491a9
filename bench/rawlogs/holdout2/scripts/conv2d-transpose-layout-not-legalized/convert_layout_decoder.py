# cause: conv2d-transpose-layout-not-legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
import numpy as np
import tvm
from tvm import relax


def decoder():
    bb = relax.BlockBuilder()
    z = relax.Var("z", relax.TensorType((1, 8, 7, 7), "float32"))
    with bb.function("main", [z]):
        with bb.dataflow():
            w1 = relax.const(np.random.rand(8, 4, 2, 2).astype("float32"))
            h = bb.emit(relax.op.nn.conv2d_transpose(z, w1, strides=2))
            out = bb.emit_output(relax.op.sigmoid(h))
        bb.emit_func_output(out)
    return bb.get()


mod = decoder()
desired = {"relax.nn.conv2d_transpose": ["NHWC", "IHWO"]}
print("desired layouts:", desired)
mod = relax.transform.ConvertLayout(desired)(mod)
mod.show()
tvm.compile(mod, target="llvm")
