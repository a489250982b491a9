# cause: te-identity-duplicate-buffer
# expect: occurred multiple times
# capture: stderr
# env: TVM_BACKTRACE=1
# post: crlf
import numpy as np
import tvm
from tvm import relax, topi


def normalize(x, already_normalized):
    if already_normalized:
        return x
    return topi.divide(x, topi.sum(x))


def build(flag):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType([8], "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_te(normalize, x, flag)
            z = bb.emit(relax.op.exp(y))
            gv = bb.emit_output(z)
        bb.emit_func_output(gv)
    return tvm.compile(bb.get(), target="llvm")


for flag in (False, True):
    print("already_normalized =", flag)
    ex = build(flag)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    print(vm["main"](tvm.runtime.tensor(np.ones(8, "float32"))))
