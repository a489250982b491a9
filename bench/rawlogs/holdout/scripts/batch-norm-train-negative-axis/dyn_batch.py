# cause: batch-norm-train-negative-axis
# expect: list\.remove\(x\): x not in list
# env: TVM_BACKTRACE=1
# post: crlf
import traceback
import numpy as np
import tvm
from tvm import relax

n = tvm.tirx.Var("n", "int64")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((n, 16), "float32"))
params = [relax.Var(k, relax.TensorType((16,), "float32")) for k in ("scale", "shift", "run_mean", "run_var")]
with bb.function("train_step", [x, *params]):
    with bb.dataflow():
        o = bb.emit(relax.op.nn.batch_norm(x, *params, axis=-1, momentum=0.9, training=True))
        h = bb.emit_output(relax.op.nn.relu(relax.TupleGetItem(o, 0)))
    bb.emit_func_output(h)
mod = bb.get()

try:
    # keep the traceback in the CI log, then fail the job
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
except Exception:
    traceback.print_exc()
    raise
