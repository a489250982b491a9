# cause: user-vm-input-shape
# expect: ErrorContext|argument|expect
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


def main():
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((2, 2), "float32"))
    b = relax.Var("b", relax.TensorType((2, 2), "float32"))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            out = bb.emit_output(op.matmul(a, b))
        bb.emit_func_output(out)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    vm["main"](tvm.runtime.tensor(np.eye(2, dtype="float32")), tvm.runtime.tensor(np.eye(3, dtype="float32")))


if __name__ == "__main__":
    main()
