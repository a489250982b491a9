# cause: logical-op-non-bool-operands
# expect: logical_and[\s\S]*Expected boolean argument
# env: TVM_BACKTRACE=1
# post: truncate=0.5
import logging

import numpy as np
import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO)
log = logging.getLogger("importer")


def import_graph(nodes):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((10,), "int64"))
    lo = relax.Var("lo", relax.TensorType((10,), "int64"))
    hi = relax.Var("hi", relax.TensorType((10,), "int64"))
    env = {"x": x, "lo": lo, "hi": hi}
    with bb.function("main", [x, lo, hi]):
        with bb.dataflow():
            for op, ins, out in nodes:
                log.info("node %s(%s) -> %s", op, ", ".join(ins), out)
                env[out] = bb.emit(getattr(relax.op, op)(*[env[i] for i in ins]))
            res = bb.emit_output(env[nodes[-1][2]])
        bb.emit_func_output(res)
    return bb.get()


graph = [
    ("greater_equal", ["x", "lo"], "ge"),
    ("less", ["x", "hi"], "lt"),
    ("subtract", ["x", "lo"], "off"),       # importer bug: wrong operand name below
    ("logical_and", ["ge", "off"], "inside"),
]
mod = import_graph(graph)
tvm.compile(mod, target="llvm")
