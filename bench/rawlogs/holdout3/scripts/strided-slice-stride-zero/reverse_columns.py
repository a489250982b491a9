# cause: strided-slice-stride-zero
# expect: Divide by zero
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax


def build(step):
    x = relax.Var("x", relax.TensorType((16, 12), "int32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.strided_slice(x, axes=[0, 1], begin=[0, 11], end=[16, -13],
                                               strides=[1, -step]))
            z = bb.emit_output(relax.op.multiply(y, relax.const(2, "int32")))
        bb.emit_func_output(z)
    return bb.get()


def main():
    for step in (1, 0):
        mod = build(step)
        ex = tvm.compile(mod, target="llvm")
        vm = relax.VirtualMachine(ex, tvm.cpu())
        data = np.arange(16 * 12, dtype="int32").reshape(16, 12)
        print("step", step, vm["main"](tvm.runtime.tensor(data)).numpy().shape)


main()
