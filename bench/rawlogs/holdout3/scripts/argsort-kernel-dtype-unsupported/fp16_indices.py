# cause: argsort-kernel-dtype-unsupported
# expect: Unsupported output dtype: float16
# env: TVM_BACKTRACE=1
# post: truncate=0.75
import numpy as np
import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 6), "float16"))
    with bb.function("main", [x]):
        with bb.dataflow():
            # everything in half precision to feed the fp16 gather kernel
            i = bb.emit_output(relax.op.argsort(x, axis=1, dtype="float16"))
        bb.emit_func_output(i)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.random.default_rng(5).standard_normal((2, 6)).astype("float16")))
    print(out.numpy())


main()
