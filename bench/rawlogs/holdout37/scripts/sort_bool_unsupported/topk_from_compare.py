# cause: sort_bool_unsupported
# expect: Unsupported input dtype: bool
# capture: ipython
# post: truncate=0.4
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

scores = np.random.rand(4, 12).astype("float32")
bb = relax.BlockBuilder()
s = relax.Var("scores", relax.TensorType((4, 12), "float32"))
with bb.function("main", [s]):
    with bb.dataflow():
        active = bb.emit(relax.op.greater(s, relax.const(0.5, "float32")))
        idx = bb.emit_output(relax.op.topk(active, k=3, axis=-1, ret_type="indices", dtype="int32"))
    bb.emit_func_output(idx)
ex = tvm.compile(bb.get(), target="llvm")
got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(scores)).numpy()
print(got)
