# cause: sort-kernel-dtype-unsupported
# expect: KeyError: .zero_point.[\s\S]*Unsupported input dtype: uint8
import traceback

import numpy as np
import tvm
from tvm import relax


class Config(dict):
    __getattr__ = dict.__getitem__


cfg = Config(bits=8, signed=False)
try:
    print(cfg.zero_point)
except KeyError:
    traceback.print_exc()

dtype = "uint8" if not cfg["signed"] else "int8"
bb = relax.BlockBuilder()
q = relax.Var("q", relax.TensorType((64,), dtype))
with bb.function("main", [q]):
    with bb.dataflow():
        srt = bb.emit(relax.op.sort(q))
        hi = bb.emit_output(relax.op.strided_slice(srt, axes=[0], begin=[60], end=[64]))
    bb.emit_func_output(hi)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
vm["main"](tvm.runtime.tensor(np.arange(64, dtype=dtype)))
