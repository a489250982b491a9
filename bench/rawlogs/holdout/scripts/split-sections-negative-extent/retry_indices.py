# cause: split-sections-negative-extent
# expect: InternalError: std::bad_alloc
# env: TVM_BACKTRACE=1
# post: crlf
import traceback
import numpy as np
import tvm
from tvm import relax


def build(split_arg, axis):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 9, 6), "float16"))
    with bb.function("main", [x]):
        with bb.dataflow():
            p = bb.emit(relax.op.split(x, split_arg, axis=axis))
            y = bb.emit_output(relax.op.add(relax.TupleGetItem(p, 0), relax.TupleGetItem(p, 1)))
        bb.emit_func_output(y)
    return tvm.compile(bb.get(), target="llvm")


try:
    ex = build(6, axis=3)   # channels-last habit
except Exception:
    traceback.print_exc()
    ex = build(6, axis=1)

vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.ones((1, 9, 6), "float16")))
print(out.shape)
