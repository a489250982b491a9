# cause: group-norm-zero-size-divide
# expect: group_norm[\s\S]*Divide by zero
import numpy as np
import tvm
from tvm import relax

n = tvm.tirx.Var("n", "int64")
bb = relax.BlockBuilder()
feat = relax.Var("feat", relax.TensorType((n, 16, 0, 0), "float32"))
g = relax.Var("g", relax.TensorType((16,), "float32"))
b = relax.Var("b", relax.TensorType((16,), "float32"))
with bb.function("forward", [feat, g, b]):
    with bb.dataflow():
        h = bb.emit(relax.op.nn.group_norm(feat, g, b, 8, 1, [2, 3], epsilon=1e-6))
        h = bb.emit(relax.op.nn.relu(h))
        out = bb.emit_output(h)
    bb.emit_func_output(out)

mod = bb.get()
target = tvm.target.Target("llvm")
exe = relax.build(mod, target=target)
vm = relax.VirtualMachine(exe, tvm.cpu())
print(vm["forward"](tvm.runtime.tensor(np.zeros((2, 16, 0, 0), "float32")),
                    tvm.runtime.tensor(np.ones(16, "float32")),
                    tvm.runtime.tensor(np.zeros(16, "float32"))))
