# cause: readonly_numpy_input
# expect: BufferError: Cannot export readonly array
# capture: combined
# env: TVM_BACKTRACE=1
import functools

import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    q = relax.Var("q", relax.TensorType((8, 16), "float32"))
    table = relax.Var("table", relax.TensorType((8, 16), "float32"))
    with bb.function("rotate", [q, table]):
        with bb.dataflow():
            y = bb.emit(relax.op.multiply(q, relax.op.cos(table)))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


@functools.lru_cache(maxsize=None)
def rope_table(seq, dim):
    pos = np.arange(seq, dtype="float32")[:, None]
    inv = 1.0 / (10000 ** (np.arange(dim, dtype="float32") / dim))
    table = pos * inv[None, :]
    table.flags.writeable = False  # shared between callers, keep it immutable
    return table


ex = tvm.compile(build(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
q = np.ones((8, 16), dtype="float32")
print(vm["rotate"](q, rope_table(8, 16)).numpy()[:2, :4])
