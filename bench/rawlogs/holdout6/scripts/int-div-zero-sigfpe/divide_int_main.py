# cause: int-div-zero-sigfpe
# expect: Fatal Python error: Floating point exception
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


def build():
    bb = relax.BlockBuilder()
    a = relax.Var("num", relax.TensorType((2, 3), "int32"))
    b = relax.Var("den", relax.TensorType((2, 3), "int32"))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            q = bb.emit(op.divide(a, b))
            out = bb.emit_output(op.add(q, a))
        bb.emit_func_output(out)
    return relax.build(bb.get(), target="llvm")


def main():
    vm = relax.VirtualMachine(build(), tvm.cpu())
    den = np.ones((2, 3), "int32")
    den[1, 2] = 0
    vm["main"](tvm.runtime.tensor(np.full((2, 3), 6, "int32")), tvm.runtime.tensor(den))


if __name__ == "__main__":
    main()
