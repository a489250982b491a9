# cause: cpu_sort_extern_dtype_unsupported
# expect: Unsupported input dtype: u?int(8|16)
# env: TVM_BACKTRACE=1
# post: truncate=0.45
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

bb = relax.BlockBuilder()
x = relax.Var("scores", relax.TensorType((3, 6), "int8"))
with bb.function("main", [x]):
    with bb.dataflow():
        s = bb.emit(relax.op.sort(x, axis=-1, descending=False))
        o = bb.emit_output(s)
    bb.emit_func_output(o)
vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.arange(18, dtype="int8").reshape(3, 6)))
