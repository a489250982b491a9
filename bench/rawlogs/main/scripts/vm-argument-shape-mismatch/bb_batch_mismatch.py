# cause: vm-argument-shape-mismatch
# expect: CheckTensorInfo|MatchShape|ErrorContext\(fn=\w+, loc=param
# env: TVM_BACKTRACE=1
import sys
import warnings

import numpy as np
import tvm
from tvm import relax

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)
print("[1/3] constructing module", file=sys.stderr)

bb = relax.BlockBuilder()
tokens = relax.Var("tokens", relax.TensorType((8, 16), "int64"))
with bb.function("main", [tokens]):
    with bb.dataflow():
        s = bb.emit_output(relax.op.sum(tokens, axis=[1]))
    bb.emit_func_output(s)
mod = bb.get()

print("compiling ...", flush=True)

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
tokens_nd = tvm.runtime.tensor(np.zeros((4, 16), 'int64'))
result = vm["main"](tokens_nd)
print(result.numpy())
