# cause: conv2d-packed-layout-unlegalized
# expect: CodeGenVM cannot emit
import numpy as np
import tvm
from tvm import relax

R = relax.op


def main():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 32, 7, 7), "float16"))
    w = relax.Var("w", relax.TensorType((64, 32, 1, 1), "float16"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit(R.nn.conv2d(x, w, out_dtype="float32"))
            z = bb.emit_output(R.mean(y, axis=[2, 3]))
        bb.emit_func_output(z)
    mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW8c", "OIHW8i8o"]})(bb.get())
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((1, 32, 7, 7), "float16")),
                     tvm.runtime.tensor(np.ones((64, 32, 1, 1), "float16")))
    print(out.numpy()[0, :4])


main()
