# cause: conv2d-transpose-layout-unlegalized
# expect: CodeGenVM cannot emit[\s\S]*conv2d_transpose
# capture: combined
import numpy as np
import tvm
from tvm import relax


def upsampler():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 16, 12, 12), "float32"))
    w = relax.Var("w", relax.TensorType((16, 8, 2, 2), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.conv2d_transpose(x, w, strides=(2, 2)))
            y = bb.emit_output(relax.op.nn.relu(y))
        bb.emit_func_output(y)
    return bb.get()


mod = upsampler()
print("before ConvertLayout:")
mod.show()
mod = relax.transform.ConvertLayout({"relax.nn.conv2d_transpose": ["NHWC", "OHWI"]})(mod)
print("after ConvertLayout:")
mod.show()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((1, 16, 12, 12), "float32")),
                 tvm.runtime.tensor(np.ones((16, 8, 2, 2), "float32"))).numpy().shape)
